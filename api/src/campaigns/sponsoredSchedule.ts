import fp from 'fastify-plugin';
import { lockCampaigns, nextCampaignBoundary, refreshSponsored } from './sponsoredFlag.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps `design.sponsored` right as campaigns start and end. */
    sponsoredSchedule: SponsoredSchedule;
  }
}

export interface SponsoredSchedule {
  /** Campaign dates changed (here or elsewhere): look for the next start or end again. */
  reschedule(): void;
  /** Refreshes the flags now and plans the next refresh. */
  refreshNow(): Promise<void>;
}

export interface SponsoredScheduleOptions {
  /** Longest wait between two refreshes: picks up campaigns written by other api instances. */
  maxWaitMs?: number;
}

// Timers may fire a little early; waking this much after a boundary makes it already past.
const AFTER_BOUNDARY_MS = 5;

/**
 * `app.sponsoredSchedule`: refreshes the sponsored flags at start-up, at every campaign start
 * and end (a timer set to the next boundary), and at least every `maxWaitMs` so boundaries of
 * campaigns written by another instance are never missed for long.
 */
export default fp<SponsoredScheduleOptions>(
  async (app, opts) => {
    const maxWaitMs = opts.maxWaitMs ?? 60_000;
    let timer: NodeJS.Timeout | null = null;
    let closed = false;
    let running: Promise<void> = Promise.resolve();

    const plan = async () => {
      if (closed) return;
      const now = new Date();
      const next = await nextCampaignBoundary(app.db, now);
      const wait = next ? next.getTime() - now.getTime() + AFTER_BOUNDARY_MS : maxWaitMs;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void refreshNow(), Math.max(0, Math.min(wait, maxWaitMs)));
      timer.unref();
    };
    const run = async () => {
      if (closed) return;
      await app.db.transaction(async (tx) => {
        await lockCampaigns(tx);
        await refreshSponsored(tx, new Date());
      });
      await plan();
    };
    // One refresh at a time; a failure is logged and retried by the next timer.
    const refreshNow = () => {
      running = running.then(run).catch((error: unknown) => {
        app.log.error({ err: error }, 'sponsored flags could not be refreshed');
        if (!closed) timer = setTimeout(() => void refreshNow(), maxWaitMs).unref();
      });
      return running;
    };
    const reschedule = () => {
      running = running.then(plan).catch((error: unknown) => {
        app.log.error({ err: error }, 'the next campaign boundary could not be planned');
      });
    };

    app.decorate('sponsoredSchedule', { reschedule, refreshNow });
    app.addHook('onReady', async () => {
      await refreshNow();
    });
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'sponsoredSchedule', dependencies: ['db'] },
);
