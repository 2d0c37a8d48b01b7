/** The kinds of routes that are limited, each with its own count per caller (docs/rate-limits.md). */
export const RATE_LIMIT_GROUPS = ['signIn', 'uploads', 'lookups', 'shares', 'stream'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

/** A group's allowance: `max` requests per caller in a fixed window of `windowSeconds`. */
export interface GroupLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The defaults: generous for people (and for the test suites, which send everything from one
 * address), tight enough that a script hammering one route is slowed to a crawl.
 */
export const DEFAULT_LIMITS: Record<RateLimitGroup, GroupLimit> = {
  signIn: { max: 100, windowSeconds: 60 },
  uploads: { max: 120, windowSeconds: 60 },
  lookups: { max: 1200, windowSeconds: 60 },
  shares: { max: 300, windowSeconds: 60 },
  stream: { max: 60, windowSeconds: 60 },
};

/** Event streams one user may hold open at once on one api instance. */
export const DEFAULT_OPEN_STREAMS = 20;

/**
 * Which group every limited route counts in, as `METHOD url`. Routes not listed are not limited.
 * Tus continues an upload with HEAD and PATCH requests of 16 MB: only its start (POST) counts.
 */
export const ROUTE_GROUPS: Readonly<Record<string, RateLimitGroup>> = {
  // sign-in, sign-up, confirmation, forgotten password and token refresh (embedded identity)
  'POST /cognito': 'signIn',
  'POST /cognito/': 'signIn',
  // the call after every sign-in; it may ask the user pool for the account's address
  'GET /api/user/profile': 'signIn',
  'POST /api/stickerei/upload-file': 'uploads',
  'POST /api/stickerei/upload-files': 'uploads',
  'POST /api/stickerei/:id/upload-embroidery-file': 'uploads',
  'POST /api/stickerei/uploads': 'uploads',
  'GET /api/stickerei/list': 'lookups',
  'GET /api/stickerei/filter-options': 'lookups',
  'GET /api/stickerei/similar': 'lookups',
  'POST /api/stickerei/lookup': 'lookups',
  'GET /api/stickerei/imports': 'lookups',
  'GET /api/stickerei/imports/:id': 'lookups',
  'GET /api/stickerei/imports/:id/entries': 'lookups',
  'GET /api/share/:token': 'shares',
  'GET /api/campaign/active-sponsored-campaigns': 'shares',
  'GET /api/campaign/sponsored-campaign/:id': 'shares',
  'POST /api/campaign/record-visit-sponsor/:id': 'shares',
  'POST /api/campaign/redeem-campaign-design/:id': 'shares',
  'GET /api/stream/processing-jobs': 'stream',
};

/** The group of a route, or null when it is not limited (HEAD counts with its GET). */
export function groupOf(method: string, url: string): RateLimitGroup | null {
  const asked = method === 'HEAD' ? 'GET' : method;
  return ROUTE_GROUPS[`${asked} ${url}`] ?? null;
}
