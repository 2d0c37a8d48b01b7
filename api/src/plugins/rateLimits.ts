import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config.ts';
import { inBackground } from '../lib/dbScheduler.ts';
import { HttpError } from '../lib/httpError.ts';
import { errorRef } from '../lib/schemas.ts';
import { postgresStore, sweepEndedWindows } from '../rateLimits/postgresStore.ts';
import { groupOf, type RateLimitGroup } from '../rateLimits/routeGroups.ts';

export interface RateLimitsOptions {
  limits: Config['rateLimits'];
  /** Milliseconds between sweeps of ended windows. */
  sweepEveryMs?: number;
}

/** Seconds a caller refused for too many open event streams is asked to wait. */
const OPEN_STREAMS_RETRY_SECONDS = 30;

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** The 429 of the house error shape; its message and details tell when to try again. */
export function tooManyRequests(retryAfterSeconds: number, message?: string): HttpError {
  return new HttpError(
    429,
    message ?? `Too many requests — try again in ${seconds(retryAfterSeconds)}.`,
    { details: { retryAfterSeconds } },
  );
}

/** Who a count belongs to: the signed-in user (the token's sub), else the address. */
export function callerKey(request: FastifyRequest): string {
  return request.caller ? `user:${request.caller.userId}` : `address:${normalizeIP(request.ip)}`;
}

const methodsOf = (route: RouteOptions) => [route.method].flat();

/**
 * Rate limits (docs/rate-limits.md): the routes of `ROUTE_GROUPS` count every request per group
 * and caller in the database (rateLimits/postgresStore.ts), so all api instances share the
 * counts; over a group's `max` in its window the answer is 429 with Retry-After. Event streams
 * are also limited in how many one user holds open at once on this instance.
 */
export default fp<RateLimitsOptions>(
  async (app, { limits, sweepEveryMs = 60_000 }) => {
    if (!limits.enabled) return;

    // Before the plugin's own onRoute hook: it reads `config.rateLimit` of each route.
    app.addHook('onRoute', (route) => {
      const group = methodsOf(route)
        .map((m) => groupOf(m, route.url))
        .find(Boolean);
      if (!group) return;
      const { max, windowSeconds } = limits.groups[group];
      route.config = {
        ...route.config,
        rateLimit: {
          max,
          timeWindow: windowSeconds * 1000,
          keyGenerator: (request) => `${group}:${callerKey(request)}`,
        },
      };
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (route.schema && response) {
        route.schema = { ...route.schema, response: { ...response, 429: errorRef } };
      }
    });

    await app.register(rateLimit, {
      global: false,
      store: postgresStore(app.db, app.log),
      // The counts live in the database: when it cannot count, the request goes on (logged).
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
    });

    const holdStream = openStreamGuard(limits.openStreams);
    app.addHook('onRoute', (route) => {
      const group: RateLimitGroup | null = groupOf(methodsOf(route)[0] ?? '', route.url);
      if (group === 'stream') route.onRequest = [route.onRequest ?? [], holdStream].flat();
    });

    const sweep = setInterval(() => {
      inBackground(() => sweepEndedWindows(app.db)).catch((error: unknown) =>
        app.log.warn({ err: error }, 'sweeping ended rate-limit windows failed'),
      );
    }, sweepEveryMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rateLimits', dependencies: ['db', 'auth'] },
);

/** Refuses a user's event stream beyond `most` open at once on this instance. */
function openStreamGuard(most: number) {
  const open = new Map<string, number>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = callerKey(request);
    const count = open.get(key) ?? 0;
    if (count >= most) {
      reply.header('retry-after', String(OPEN_STREAMS_RETRY_SECONDS));
      throw tooManyRequests(
        OPEN_STREAMS_RETRY_SECONDS,
        `Too many live updates open at once (${most}): close another tab or window of Stickerei, or try again in ${seconds(OPEN_STREAMS_RETRY_SECONDS)}.`,
      );
    }
    open.set(key, count + 1);
    reply.raw.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  };
}
