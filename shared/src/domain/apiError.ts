/** The api's JSON error body (DESIGN.md §5). */
export interface ApiErrorBody {
  message: string;
  code: string;
  details?: unknown;
}

/** Error codes the api sends, one per honest status. */
export const API_ERROR_CODES = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_FORMAT',
  422: 'UNREADABLE_FILE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  503: 'UNAVAILABLE',
} as const;
