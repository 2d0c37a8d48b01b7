import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../lib/db.ts';
import type { Viewer } from './campaignRepository.ts';
import { lockCampaigns, refreshSponsored } from './sponsoredFlag.ts';

/**
 * Runs a campaign write in one transaction that also makes the sponsored flags right for it,
 * then lets the schedule look for the next campaign start or end.
 */
export async function campaignWrite<T>(
  app: FastifyInstance,
  write: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const result = await app.db.transaction(async (tx) => {
    await lockCampaigns(tx);
    const value = await write(tx);
    await refreshSponsored(tx, new Date());
    return value;
  });
  if (app.hasDecorator('sponsoredSchedule')) app.sponsoredSchedule.reschedule();
  return result;
}

/** The caller as campaign reads see them. */
export function viewerOf(request: FastifyRequest): Viewer {
  const caller = request.caller;
  return { userId: caller?.userId ?? null, admin: caller?.groups.includes('ADMIN') ?? false };
}
