import type { FastifyInstance } from 'fastify';
import { overQuota } from '../quotas/overQuota.ts';

/** How an upload request keeps within its owner's quota (docs/quotas.md). */
export interface QuotaGate {
  /** Reserves room for a file before its bytes are stored. @throws HttpError 413 */
  reserve(file: { id: string; bytes: number; name: string }): Promise<void>;
  /** Bytes an archive of this request may have: what was left when the request began. */
  archiveRoom: number;
  /** The 413 of an archive that grew past `archiveRoom`. */
  archiveTooLarge(name: string, bytes: number): Error;
}

/**
 * A gate for one request of `userId`: refuses at once (413, nothing read) when nothing is left,
 * and `close` gives the request's reservations back once its files are recorded or removed.
 */
export async function openQuotaGate(
  app: FastifyInstance,
  userId: string,
): Promise<QuotaGate & { close(): Promise<void> }> {
  const usage = await app.quotas.usage(userId);
  if (usage.leftBytes === 0 || usage.leftFiles === 0)
    throw overQuota(usage, { bytes: 0, files: 1 });
  const reserved: string[] = [];
  return {
    async reserve(file) {
      await app.quotas.reserve({
        id: file.id,
        userId,
        bytes: file.bytes,
        files: 1,
        name: file.name,
      });
      reserved.push(file.id);
    },
    archiveRoom: usage.leftBytes,
    archiveTooLarge: (name, bytes) => overQuota(usage, { bytes, files: 0, name }),
    close: () => app.quotas.release(reserved),
  };
}
