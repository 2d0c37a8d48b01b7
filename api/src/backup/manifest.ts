import type { ArchiveEntry } from './tarWriter.ts';

/** The last entry of every backup. */
export const MANIFEST_PATH = 'manifest.json';
export const BACKUP_FORMAT = 'stickerei-backup';
/** Raised when the layout of a backup changes; restore refuses versions it does not know. */
export const BACKUP_VERSION = 1;

/** Rows of the main tables, counted in the same instant as the database snapshot. */
export type TableCounts = Record<string, number>;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The newest migration the database had. */
  schema: string | null;
  counts: TableCounts;
  files: { count: number; bytes: number };
  /** Every other entry of the archive, with size and SHA-256 for files. */
  entries: ArchiveEntry[];
}

/**
 * Parses and checks a manifest's text.
 * @throws the error `corrupt(reason)` makes
 */
export function checkManifest(text: string, corrupt: (reason: string) => Error): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw corrupt('its manifest is not JSON');
  }
  const manifest = value as Partial<BackupManifest> | null;
  if (manifest?.format !== BACKUP_FORMAT) throw corrupt('it is not a Stickerei backup');
  if (manifest.version !== BACKUP_VERSION) {
    throw corrupt(
      `it is of version ${String(manifest.version)}; this Stickerei reads version ${BACKUP_VERSION}`,
    );
  }
  if (!Array.isArray(manifest.entries) || typeof manifest.counts !== 'object') {
    throw corrupt('its manifest lacks entries or counts');
  }
  return manifest as BackupManifest;
}
