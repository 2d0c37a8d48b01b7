import { ADMIN_MAX_PAGE_SIZE, AUDIT_OUTCOMES, AUDIT_PHASES } from '@stickerei/shared/domain';

// JSON schemas of the audit routes (shared/src/domain/audit.ts is the contract they follow).

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const int = { type: 'integer' } as const;

/** The filters of the list and the CSV. */
export const auditFilters = {
  actor: {
    type: 'string',
    maxLength: 200,
    description: 'text in the actor’s user id or e-mail (case-insensitive)',
  },
  action: { type: 'string', maxLength: 200, description: 'exactly, e.g. stickerei.delete-data' },
  outcome: { type: 'string', enum: AUDIT_OUTCOMES },
  from: { type: 'string', format: 'date-time', description: 'inclusive' },
  to: { type: 'string', format: 'date-time', description: 'exclusive' },
} as const;

export const auditListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...auditFilters,
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: ADMIN_MAX_PAGE_SIZE, default: 25 },
  },
} as const;

const auditEntry = {
  type: 'object',
  required: [
    'id',
    'at',
    'actorId',
    'actorEmail',
    'action',
    'method',
    'route',
    'targetId',
    'summary',
    'requestId',
    'phase',
    'outcome',
    'status',
    'error',
    'durationMs',
  ],
  properties: {
    id: int,
    at: { type: 'string', format: 'date-time' },
    actorId: nullableStr,
    actorEmail: nullableStr,
    action: str,
    method: str,
    route: str,
    targetId: nullableStr,
    summary: {},
    requestId: str,
    phase: { type: 'string', enum: AUDIT_PHASES },
    outcome: { type: 'string', enum: AUDIT_OUTCOMES },
    status: nullableInt,
    error: nullableStr,
    durationMs: nullableInt,
  },
} as const;

export const auditListResponse = {
  type: 'object',
  required: ['items', 'page', 'pageSize', 'total'],
  properties: { items: { type: 'array', items: auditEntry }, page: int, pageSize: int, total: int },
} as const;

export const auditActionsResponse = {
  type: 'object',
  required: ['actions'],
  properties: { actions: { type: 'array', items: str } },
} as const;
