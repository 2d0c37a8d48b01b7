import type { FastifyInstance } from 'fastify';
import type { AssociatedAuthor } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { getAuthor, newLogoKey } from './authorRepository.ts';

/** A checked logo image (campaigns/logo.ts). */
export interface LogoImage {
  bytes: Buffer;
  type: string;
}

/** A logo as the author row points at it. */
export interface StoredLogo {
  key: string;
  type: string;
}

// A new logo is stored; null (remove) and undefined (keep) stay what they are.
type Stored<L> = L extends LogoImage ? StoredLogo : L;

/**
 * Writes an author and keeps its logo files in step: a new logo is stored before the row points
 * at it, and the file the row pointed at before is removed once the write has committed.
 * @param options.logo the new logo; null removes it, undefined keeps it
 * @param options.write the row's write; returns the storage key it replaced or removed, if any
 * @returns the author as it is now
 * @throws HttpError 404 when the author does not exist (from `write` or afterwards)
 */
export async function writeAuthor<L extends LogoImage | null | undefined>(
  app: FastifyInstance,
  options: {
    id: string;
    logo: L;
    write: (tx: Queryable, logo: Stored<L>) => Promise<string | null>;
  },
): Promise<AssociatedAuthor> {
  const { id, logo, write } = options;
  let stored: StoredLogo | null | undefined = logo === null ? null : undefined;
  if (logo) {
    stored = { key: newLogoKey(id), type: logo.type };
    await app.storage.put(stored.key, logo.bytes);
  }
  const replaced = await app.db.transaction((tx) => write(tx, stored as Stored<L>));
  if (replaced) await app.storage.delete(replaced);
  return getAuthor(app.db, id);
}
