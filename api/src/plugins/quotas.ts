import fp from 'fastify-plugin';
import type { QuotaUsage } from '@stickerei/shared/domain';
import { inBackground } from '../lib/dbScheduler.ts';
import { overQuota } from '../quotas/overQuota.ts';
import {
  readUsage,
  release,
  releaseStale,
  tryReserve,
  type QuotaDefaults,
  type Reservation,
} from '../quotas/quotaRepository.ts';

/** `app.quotas`: what a user may still store (docs/quotas.md). */
export interface Quotas {
  defaults: QuotaDefaults;
  usage(userId: string): Promise<QuotaUsage>;
  /**
   * Reserves room for an original before its bytes are stored.
   * @throws HttpError 413 QUOTA_EXCEEDED saying what is left, when it does not fit
   */
  reserve(r: Reservation & { name?: string }, outcome?: string): Promise<void>;
  /** Gives reservations back once their uploads are recorded or removed. */
  release(ids: string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    quotas: Quotas;
  }
}

/** A reservation lives for one request or one batch of an expansion: an hour is plenty. */
const STALE_MS = 3600 * 1000;

export default fp<{ defaults: QuotaDefaults }>(
  async (app, opts) => {
    const { defaults } = opts;
    const quotas: Quotas = {
      defaults,
      usage: (userId) => readUsage(app.db, userId, defaults),
      async reserve(r, outcome) {
        if (await tryReserve(app.db, r, defaults)) return;
        const usage = await readUsage(app.db, r.userId, defaults);
        throw overQuota(usage, r, outcome);
      },
      release: (ids) => release(app.db, ids),
    };
    app.decorate('quotas', quotas);

    // Reservations of a process that died between storing and recording are given back.
    const sweep = () =>
      inBackground(() => releaseStale(app.db, new Date(Date.now() - STALE_MS)))
        .then((n) => n > 0 && app.log.info({ reservations: n }, 'stale quota reservations freed'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not free stale quotas'));
    const timer = setInterval(() => void sweep(), STALE_MS / 4);
    timer.unref();
    app.addHook('onReady', async () => void sweep());
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'quotas', dependencies: ['db'] },
);
