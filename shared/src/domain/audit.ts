// The audit trail (issue 15): every admin action that changes data, append-only (docs/audit.md).

/** How an audited request ended: answered < 400, answered ≥ 400, or the client went away. */
export const AUDIT_OUTCOMES = ['ok', 'failed', 'aborted'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The request itself, or the end of background work it started (a test-data load). */
export const AUDIT_PHASES = ['request', 'completion'] as const;
export type AuditPhase = (typeof AUDIT_PHASES)[number];

/** One entry of the trail (`GET /api/admin/audit`). */
export interface AuditEntry {
  id: number;
  /** When the api received the request (ISO); for a completion, when the work ended. */
  at: string;
  /** The admin's Cognito sub; null only for an anonymous request (never recorded). */
  actorId: string | null;
  /** The admin's e-mail where the api knows it (app_user). */
  actorEmail: string | null;
  /** Derived from the route: `campaign.create-associated-author`. */
  action: string;
  method: string;
  /** The route pattern, e.g. `/api/campaign/delete-associated-author/:id`. */
  route: string;
  /** The `:id` of the URL, else the id of what the answer created or started. */
  targetId: string | null;
  /** The input without secrets, file bytes or long texts. */
  summary: unknown;
  requestId: string;
  phase: AuditPhase;
  outcome: AuditOutcome;
  /** The HTTP status answered (null for a completion or an abort before the answer). */
  status: number | null;
  error: string | null;
  durationMs: number | null;
}

/** Filters of `GET /api/admin/audit` and `GET /api/admin/audit/as-csv`. */
export interface AuditQuery {
  /** Actor id or e-mail, exactly (case-insensitive for e-mails). */
  actor?: string;
  action?: string;
  outcome?: AuditOutcome;
  /** ISO date-time, inclusive. */
  from?: string;
  /** ISO date-time, exclusive. */
  to?: string;
}

/** One page of the trail, newest first. */
export interface AuditListResponse {
  items: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

/** Columns of the audit CSV, in order. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'actorId',
  'actorEmail',
  'action',
  'method',
  'route',
  'targetId',
  'requestId',
  'phase',
  'outcome',
  'status',
  'error',
  'durationMs',
  'summary',
] as const;
