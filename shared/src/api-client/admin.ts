import type {
  AdminOperation,
  DashboardStats,
  DatabaseTables,
  DeleteDataInput,
  DeleteDataReport,
  EventListQuery,
  EventListResponse,
  EventMetrics,
  JobsCleanupInput,
  JobsCleanupReport,
  PerformanceTestHistory,
  PerformanceTestInput,
  PerformanceTestRun,
  RangeQuery,
  SearchTermsQuery,
  SearchTermsResponse,
  SetupTestDataInput,
  UserActivity,
  UserAnalyticsPage,
  UserAnalyticsQuery,
} from '../domain/admin.ts';
import type { AuditQuery } from '../domain/audit.ts';
import type { QueryValue, RequestClient } from './request.ts';

const query = (q: object) => ({ ...q }) as Record<string, QueryValue>;

/** `GET /api/admin/events` (ADMIN) */
export const listEvents = (client: RequestClient, q: EventListQuery = {}, signal?: AbortSignal) =>
  client.get<EventListResponse>('/admin/events', { query: query(q), signal });

/** `GET /api/admin/events/metrics` (ADMIN): counts per UTC day and type */
export const getEventMetrics = (client: RequestClient, q: RangeQuery = {}, signal?: AbortSignal) =>
  client.get<EventMetrics>('/admin/events/metrics', { query: query(q), signal });

/** `GET /api/admin/events/search-terms` (ADMIN) */
export const getSearchTerms = (
  client: RequestClient,
  q: SearchTermsQuery = {},
  signal?: AbortSignal,
) => client.get<SearchTermsResponse>('/admin/events/search-terms', { query: query(q), signal });

/** `GET /api/admin/dashboard` (ADMIN): key figures with the period before */
export const getDashboardStats = (client: RequestClient, signal?: AbortSignal) =>
  client.get<DashboardStats>('/admin/dashboard', { signal });

/** Path of `GET /api/user-analytics/as-csv` (ADMIN): one line per user, UTF-8 with BOM. */
export const USER_ANALYTICS_CSV_PATH = '/user-analytics/as-csv';

/** Downloads the user analytics CSV as a blob (ADMIN). */
export const downloadUserAnalyticsCsv = (client: RequestClient) =>
  client.get<Blob>(USER_ANALYTICS_CSV_PATH, { responseType: 'blob' });

/** `GET /api/user-analytics` (ADMIN): the table, one page */
export const listUserAnalytics = (
  client: RequestClient,
  q: UserAnalyticsQuery = {},
  signal?: AbortSignal,
) => client.get<UserAnalyticsPage>('/user-analytics', { query: query(q), signal });

/** `GET /api/user-analytics/activity` (ADMIN): new and active users per UTC day */
export const getUserActivity = (client: RequestClient, q: RangeQuery = {}, signal?: AbortSignal) =>
  client.get<UserActivity>('/user-analytics/activity', { query: query(q), signal });

/** `GET /api/stickerei/database-tables` (ADMIN): row counts and sizes */
export const getDatabaseTables = (client: RequestClient, signal?: AbortSignal) =>
  client.get<DatabaseTables>('/stickerei/database-tables', { signal });

/** `POST /api/stickerei/setup-test-data` (ADMIN): starts it; 202 with the operation */
export const setupTestData = (client: RequestClient, input: SetupTestDataInput) =>
  client.post<AdminOperation>('/stickerei/setup-test-data', { json: input });

/** `GET /api/stickerei/operations/{id}` (ADMIN) */
export const getOperation = (client: RequestClient, id: string, signal?: AbortSignal) =>
  client.get<AdminOperation>(`/stickerei/operations/${encodeURIComponent(id)}`, { signal });

/** `POST /api/stickerei/delete-data` (ADMIN), with the typed confirmation */
export const deleteData = (client: RequestClient, input: DeleteDataInput) =>
  client.post<DeleteDataReport>('/stickerei/delete-data', { json: input });

/** `POST /api/stickerei/manual-processing-jobs-cleanup` (ADMIN) */
export const cleanupProcessingJobs = (client: RequestClient, input: JobsCleanupInput = {}) =>
  client.post<JobsCleanupReport>('/stickerei/manual-processing-jobs-cleanup', { json: input });

/** `POST /api/stickerei/run-performance-test` (ADMIN): runs it and answers with the stored run */
export const runPerformanceTest = (client: RequestClient, input: PerformanceTestInput) =>
  client.post<PerformanceTestRun>('/stickerei/run-performance-test', { json: input });

/** `GET /api/stickerei/performance-tests` (ADMIN): stored runs, newest first */
export const listPerformanceTests = (client: RequestClient, limit = 20, signal?: AbortSignal) =>
  client.get<PerformanceTestHistory>('/stickerei/performance-tests', {
    query: { limit },
    signal,
  });

/** Path of `GET /api/admin/audit/as-csv` (ADMIN): the filtered audit trail, UTF-8 with BOM. */
export const AUDIT_CSV_PATH = '/admin/audit/as-csv';

/** Downloads the audit trail under `q`'s filters as a CSV blob (ADMIN). */
export const downloadAuditCsv = (client: RequestClient, q: AuditQuery = {}) =>
  client.get<Blob>(AUDIT_CSV_PATH, { query: query(q), responseType: 'blob' });

/** `GET /api/admin/audit/actions` (ADMIN): every action the audit trail records */
export const listAuditActions = (client: RequestClient, signal?: AbortSignal) =>
  client.get<{ actions: string[] }>('/admin/audit/actions', { signal });
