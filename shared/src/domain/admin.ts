// The administrators' analytics, events and operations (issue 7): the wire contract of
// /api/admin/*, /api/user-analytics/* and the database operations under /api/stickerei/*.

/** Event types the api records (DESIGN.md §4 "event"); others may appear and are listed too. */
export const EVENT_TYPES = [
  'search',
  'view',
  'download',
  'favorite',
  'upload',
  'redeem',
  'sponsor_visit',
  'sign_in',
] as const;
export type KnownEventType = (typeof EVENT_TYPES)[number];

/** Largest page of the event list and of the user-analytics table. */
export const ADMIN_MAX_PAGE_SIZE = 100;
/** Longest range of metrics and search terms, in days. */
export const METRICS_MAX_DAYS = 366;

/** One recorded event (`GET /api/admin/events`). */
export interface AdminEvent {
  id: number;
  type: string;
  userId: string | null;
  /** The user's e-mail or user name where the api knows it. */
  userLabel: string | null;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** Filters of `GET /api/admin/events` (query parameters of the same names). */
export interface EventListQuery {
  type?: string;
  userId?: string;
  /** ISO date-time, inclusive. */
  from?: string;
  /** ISO date-time, exclusive. */
  to?: string;
  /** Text anywhere in the type, user id or payload (case-insensitive). */
  q?: string;
  page?: number;
  pageSize?: number;
}

/** One page of events, newest first. */
export interface EventListResponse {
  items: AdminEvent[];
  page: number;
  pageSize: number;
  /** Exact up to `EVENT_COUNT_CAP`; `totalIsCapped` says there are more. */
  total: number;
  totalIsCapped: boolean;
}

/** Events counted exactly for the list's total; beyond it the total reads "10,000+". */
export const EVENT_COUNT_CAP = 10_000;

/** A time range of metrics: ISO date-times, `from` inclusive, `to` exclusive; days are UTC. */
export interface RangeQuery {
  from?: string;
  to?: string;
}

/** One UTC day of `GET /api/admin/events/metrics`. */
export interface MetricsDay {
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  /** Events per type on that day; types without events are absent. */
  counts: Record<string, number>;
  total: number;
}

/** Event counts per day and type for a range, every day present (zero days included). */
export interface EventMetrics {
  from: string;
  to: string;
  types: string[];
  days: MetricsDay[];
  /** Per type over the range. */
  totals: Record<string, number>;
  total: number;
}

/** One search term (`GET /api/admin/events/search-terms`). */
export interface SearchTermCount {
  /** Lower-cased, trimmed, inner spaces collapsed. */
  term: string;
  count: number;
  /** Searches for it that found nothing. */
  noResults: number;
  /** noResults / count, 0–1. */
  noResultShare: number;
  lastSearchedAt: string;
}

export interface SearchTermsQuery extends RangeQuery {
  /** 1–100, default 20. */
  limit?: number;
}

/** The most frequent search terms of a range. */
export interface SearchTermsResponse {
  from: string;
  to: string;
  /** Searches with a text in the range. */
  searches: number;
  /** Searches with filters only (no text). */
  searchesWithoutText: number;
  /** Share of text searches that found nothing, 0–1. */
  noResultShare: number;
  terms: SearchTermCount[];
}

/** A key figure of the dashboard with the same figure of the period before. */
export interface DashboardFigure {
  key:
    | 'users'
    | 'newUsers'
    | 'activeUsers7'
    | 'activeUsers30'
    | 'uploads'
    | 'downloads'
    | 'redemptions'
    | 'searches';
  value: number;
  /** The same figure for the period before (null where no earlier value exists, e.g. all users). */
  previous: number | null;
  /** The period in days the figure counts (0: all time). */
  days: number;
}

/** `GET /api/admin/dashboard` */
export interface DashboardStats {
  generatedAt: string;
  figures: DashboardFigure[];
  /** Library designs and how many are test data. */
  designs: { library: number; own: number; testData: number };
}

/** One user of the user analytics (table row and CSV line). */
export interface UserAnalyticsRow {
  userId: string;
  email: string | null;
  username: string | null;
  createdAt: string;
  lastActiveAt: string;
  uploads: number;
  designs: number;
  favorites: number;
  downloads: number;
  redemptions: number;
  searches: number;
  /** Storage of the user's originals and their quota (docs/quotas.md). */
  usedBytes: number;
  usedFiles: number;
  quotaBytes: number;
  quotaFiles: number;
}

/** Columns of the user analytics, in CSV order. */
export const USER_ANALYTICS_COLUMNS = [
  'userId',
  'email',
  'username',
  'createdAt',
  'lastActiveAt',
  'uploads',
  'designs',
  'favorites',
  'downloads',
  'redemptions',
  'searches',
  'usedBytes',
  'usedFiles',
  'quotaBytes',
  'quotaFiles',
] as const satisfies readonly (keyof UserAnalyticsRow)[];
export type UserAnalyticsColumn = (typeof USER_ANALYTICS_COLUMNS)[number];

export interface UserAnalyticsQuery {
  sort?: UserAnalyticsColumn;
  order?: 'asc' | 'desc';
  /** Part of the user id, e-mail or user name. */
  q?: string;
  page?: number;
  pageSize?: number;
}

/** `GET /api/user-analytics` */
export interface UserAnalyticsPage {
  items: UserAnalyticsRow[];
  page: number;
  pageSize: number;
  total: number;
}

/** One UTC day of `GET /api/user-analytics/activity`. */
export interface UserActivityDay {
  day: string;
  newUsers: number;
  activeUsers: number;
}

export interface UserActivity {
  from: string;
  to: string;
  days: UserActivityDay[];
}

/** Row count and size of one table (`GET /api/stickerei/database-tables`). */
export interface TableStats {
  table: string;
  rows: number;
  /** True when `rows` is the planner's estimate (large tables), not a count. */
  rowsEstimated: boolean;
  /** Table, indexes and TOAST, in bytes. */
  totalBytes: number;
  indexBytes: number;
}

export interface DatabaseTables {
  database: 'pglite' | 'postgres';
  /** Whole database in bytes. */
  databaseBytes: number;
  tables: TableStats[];
  testDesigns: number;
  /** Designs of the demo library (docs/demo-library.md). */
  demoDesigns: number;
}

/** Most test designs one `setup-test-data` call creates. */
export const TEST_DATA_MAX_COUNT = 1_000_000;

/** `POST /api/stickerei/setup-test-data` */
export interface SetupTestDataInput {
  /** 1 – TEST_DATA_MAX_COUNT. */
  count: number;
  /** Same seed, same designs (names, tags, motifs); random by default. */
  seed?: number;
  /** A uuid the client chose to follow the progress on the event stream before the answer. */
  operationId?: string;
}

export const OPERATION_KINDS = ['setup-test-data', 'run-performance-test', 'demo-library'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];
export const OPERATION_STATES = ['queued', 'processing', 'done', 'failed'] as const;
export type OperationState = (typeof OPERATION_STATES)[number];

/** What a finished setup-test-data did. */
export interface SetupTestDataResult {
  designs: number;
  motifs: number;
  files: number;
  similarityBuckets: number;
  ms: number;
}

/**
 * A long database operation. Its progress also goes out on `/api/stream/processing-jobs?all=1`
 * as `job` events whose `id` is the operation's id (the stream's JobEvent shape).
 */
export interface AdminOperation {
  id: string;
  kind: OperationKind;
  state: OperationState;
  /** 0–100. */
  progress: number;
  /** A short text of the current step (English). */
  step: string;
  error: string | null;
  parameters: Record<string, unknown>;
  result: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

/** The typed confirmations of `POST /api/stickerei/delete-data`. */
export const DELETE_CONFIRMATIONS = {
  test: 'DELETE TEST DATA',
  demo: 'DELETE DEMO DESIGNS',
  all: 'DELETE ALL DATA',
} as const;
export type DeleteScope = keyof typeof DELETE_CONFIRMATIONS;

export interface DeleteDataInput {
  scope: DeleteScope;
  /** Must equal DELETE_CONFIRMATIONS[scope] exactly. */
  confirm: string;
}

/** What delete-data removed. */
export interface DeleteDataReport {
  scope: DeleteScope;
  designs: number;
  files: number;
  processingJobs: number;
  ms: number;
}

/** `POST /api/stickerei/manual-processing-jobs-cleanup` */
export interface JobsCleanupInput {
  /** A job processing longer than this is stuck (default 15, 1–1440). */
  stuckMinutes?: number;
  /** `retry` queues them again (default), `remove` deletes them (their uploaded files too). */
  action?: 'retry' | 'remove';
  /** Include failed jobs (default true). */
  includeFailed?: boolean;
}

export interface CleanedJob {
  id: string;
  ownerId: string;
  fileName: string;
  /** What the job was before: stuck (processing too long) or failed. */
  reason: 'stuck' | 'failed';
  error: string | null;
  outcome: 'retried' | 'removed';
}

export interface JobsCleanupReport {
  action: 'retry' | 'remove';
  stuckMinutes: number;
  stuck: number;
  failed: number;
  retried: number;
  removed: number;
  jobs: CleanedJob[];
}

/** Scenarios of the performance test: the library reads users make. */
export const PERFORMANCE_SCENARIOS = [
  'list',
  'list_category',
  'list_colour_format',
  'list_text',
  'list_hoop',
  'list_combined',
  'filter_options',
  'filter_options_filtered',
  'similar',
  'design',
] as const;
export type PerformanceScenario = (typeof PERFORMANCE_SCENARIOS)[number];

/** Bounds of a performance test. */
export const PERFORMANCE_LIMITS = {
  maxIterations: 1000,
  maxConcurrency: 16,
  /** Scenarios × iterations. */
  maxRequests: 5000,
} as const;

/** `POST /api/stickerei/run-performance-test` */
export interface PerformanceTestInput {
  scenarios: PerformanceScenario[];
  /** Requests per scenario, 1 – maxIterations. */
  iterations: number;
  /** Requests in flight at once, 1 – maxConcurrency. */
  concurrency: number;
  /** A uuid the client chose to follow the progress on the event stream. */
  operationId?: string;
}

/** Latencies of one scenario in milliseconds. */
export interface ScenarioResult {
  scenario: PerformanceScenario;
  requests: number;
  errors: number;
  /** The first error message, if any. */
  firstError: string | null;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  min: number;
  max: number;
  /** Requests per second while the scenario ran. */
  throughput: number;
}

/** One stored run (`GET /api/stickerei/performance-tests`). */
export interface PerformanceTestRun {
  id: string;
  createdAt: string;
  createdBy: string | null;
  parameters: { scenarios: PerformanceScenario[]; iterations: number; concurrency: number };
  /** The data the run measured. */
  dataSize: { libraryDesigns: number; testDesigns: number; database: 'pglite' | 'postgres' };
  durationMs: number;
  results: ScenarioResult[];
}

export interface PerformanceTestHistory {
  items: PerformanceTestRun[];
}
