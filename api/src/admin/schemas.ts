import {
  ADMIN_MAX_PAGE_SIZE,
  DELETE_CONFIRMATIONS,
  OPERATION_KINDS,
  OPERATION_STATES,
  PERFORMANCE_LIMITS,
  PERFORMANCE_SCENARIOS,
  TEST_DATA_MAX_COUNT,
  USER_ANALYTICS_COLUMNS,
} from '@stickerei/shared/domain';

// JSON schemas of the admin endpoints (shared/src/domain/admin.ts is the contract they follow).

export const errorRef = { $ref: 'ApiError#' } as const;
export const adminErrors = { 400: errorRef, 401: errorRef, 403: errorRef } as const;
export const security = [{ bearer: [] }];

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const counts = { type: 'object', additionalProperties: { type: 'integer' } } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;

const obj = (properties: Record<string, unknown>, required = Object.keys(properties)) =>
  ({ type: 'object', required, properties }) as const;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: ADMIN_MAX_PAGE_SIZE, default: 20 },
} as const;

export const rangeQuery = {
  from: { type: 'string', format: 'date-time', description: 'inclusive; default: 30 UTC days ago' },
  to: { type: 'string', format: 'date-time', description: 'exclusive; default: now' },
} as const;

export const eventListResponse = obj({
  items: {
    type: 'array',
    items: obj({
      id: int,
      type: str,
      userId: nullableStr,
      userLabel: nullableStr,
      payload: anyObject,
      createdAt: dateTime,
    }),
  },
  page: int,
  pageSize: int,
  total: int,
  totalIsCapped: { type: 'boolean' },
});

export const metricsResponse = obj({
  from: dateTime,
  to: dateTime,
  types: { type: 'array', items: str },
  days: { type: 'array', items: obj({ day: str, counts, total: int }) },
  totals: counts,
  total: int,
});

export const searchTermsResponse = obj({
  from: dateTime,
  to: dateTime,
  searches: int,
  searchesWithoutText: int,
  noResultShare: num,
  terms: {
    type: 'array',
    items: obj({
      term: str,
      count: int,
      noResults: int,
      noResultShare: num,
      lastSearchedAt: dateTime,
    }),
  },
});

export const dashboardResponse = obj({
  generatedAt: dateTime,
  figures: {
    type: 'array',
    items: obj({ key: str, value: int, previous: { type: ['integer', 'null'] }, days: int }),
  },
  designs: obj({ library: int, own: int, testData: int }),
});

const analyticsRow = obj({
  userId: str,
  email: nullableStr,
  username: nullableStr,
  createdAt: dateTime,
  lastActiveAt: dateTime,
  uploads: int,
  designs: int,
  favorites: int,
  downloads: int,
  redemptions: int,
  searches: int,
  usedBytes: int,
  usedFiles: int,
  quotaBytes: int,
  quotaFiles: int,
});

export const analyticsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: { type: 'string', enum: USER_ANALYTICS_COLUMNS, default: 'lastActiveAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    q: { type: 'string', maxLength: 200 },
    ...pageQuery,
  },
} as const;

export const analyticsPageResponse = obj({
  items: { type: 'array', items: analyticsRow },
  page: int,
  pageSize: int,
  total: int,
});

export const activityResponse = obj({
  from: dateTime,
  to: dateTime,
  days: { type: 'array', items: obj({ day: str, newUsers: int, activeUsers: int }) },
});

export const tablesResponse = obj({
  database: { type: 'string', enum: ['pglite', 'postgres'] },
  databaseBytes: int,
  testDesigns: int,
  demoDesigns: int,
  tables: {
    type: 'array',
    items: obj({
      table: str,
      rows: int,
      rowsEstimated: { type: 'boolean' },
      totalBytes: int,
      indexBytes: int,
    }),
  },
});

const operationId = {
  type: 'string',
  format: 'uuid',
  description: 'chosen by the client to follow the stream',
} as const;

export const setupBody = {
  type: 'object',
  additionalProperties: false,
  required: ['count'],
  properties: {
    count: { type: 'integer', minimum: 1, maximum: TEST_DATA_MAX_COUNT },
    seed: { type: 'integer', minimum: 0, maximum: 2 ** 31 - 1 },
    operationId,
  },
} as const;

export const operationResponse = obj({
  id: str,
  kind: { type: 'string', enum: OPERATION_KINDS },
  state: { type: 'string', enum: OPERATION_STATES },
  progress: int,
  step: str,
  error: nullableStr,
  parameters: anyObject,
  result: { type: ['object', 'null'], additionalProperties: true },
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const deleteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['scope', 'confirm'],
  properties: {
    scope: { type: 'string', enum: Object.keys(DELETE_CONFIRMATIONS) },
    confirm: {
      type: 'string',
      maxLength: 100,
      description: `exactly ${Object.values(DELETE_CONFIRMATIONS)
        .map((c) => `"${c}"`)
        .join(' or ')}`,
    },
  },
} as const;

export const deleteResponse = obj({
  scope: str,
  designs: int,
  files: int,
  processingJobs: int,
  ms: int,
});

export const cleanupBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    stuckMinutes: { type: 'integer', minimum: 1, maximum: 1440, default: 15 },
    action: { type: 'string', enum: ['retry', 'remove'], default: 'retry' },
    includeFailed: { type: 'boolean', default: true },
  },
} as const;

export const cleanupResponse = obj({
  action: str,
  stuckMinutes: int,
  stuck: int,
  failed: int,
  retried: int,
  removed: int,
  jobs: {
    type: 'array',
    items: obj({
      id: str,
      ownerId: str,
      fileName: str,
      reason: str,
      error: nullableStr,
      outcome: str,
    }),
  },
});

export const performanceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['scenarios', 'iterations', 'concurrency'],
  properties: {
    scenarios: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: PERFORMANCE_SCENARIOS },
    },
    iterations: { type: 'integer', minimum: 1, maximum: PERFORMANCE_LIMITS.maxIterations },
    concurrency: { type: 'integer', minimum: 1, maximum: PERFORMANCE_LIMITS.maxConcurrency },
    operationId,
  },
} as const;

const scenarioResult = obj({
  scenario: str,
  requests: int,
  errors: int,
  firstError: nullableStr,
  p50: num,
  p95: num,
  p99: num,
  mean: num,
  min: num,
  max: num,
  throughput: num,
});

export const performanceRun = obj({
  id: str,
  createdAt: dateTime,
  createdBy: nullableStr,
  parameters: obj({ scenarios: { type: 'array', items: str }, iterations: int, concurrency: int }),
  dataSize: obj({ libraryDesigns: int, testDesigns: int, database: str }),
  durationMs: int,
  results: { type: 'array', items: scenarioResult },
});
