import type { UploadResponse } from './library.ts';

/**
 * Where a collection import is (docs/imports.md): `receiving` while a resumable upload arrives,
 * `expanding` while an archive's entries are read, `processing` until every entry has an
 * outcome, then `done`; `failed` when the archive could not be read to its end (the entries read
 * before are kept and processed).
 */
export const IMPORT_STATES = ['receiving', 'expanding', 'processing', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** What became of one entry of an import. */
export const ENTRY_STATES = ['pending', 'done', 'failed', 'skipped', 'duplicate'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

/** An import: one upload request, archive or folder, with its counters. */
export interface DesignImport {
  id: string;
  state: ImportState;
  /** The archive's or folder's name, or "3 files". */
  name: string;
  /** Entries known so far (every file of the archive or folder, skipped ones included). */
  files: number;
  /** Entries that became a design or joined one. */
  done: number;
  failed: number;
  /** Entries that are no embroidery files (PDF, JPG, `__MACOSX/` …), with their reason. */
  skipped: number;
  /** Entries the user already owned (the same bytes, or the same motif in a format it has). */
  duplicates: number;
  designsCreated: number;
  /** Entries that added a format to a design (of this import or an older one). */
  formatsJoined: number;
  /** Why the import failed (a damaged archive), else null. */
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** Entries with an outcome per second of the import so far. */
  filesPerSecond: number;
}

/** One entry of an import (`GET /api/stickerei/imports/{id}/entries`). */
export interface ImportEntry {
  /** Its path in the archive or folder (`Roses/rose.pes`, `set.zip/inner/x.dst`). */
  path: string;
  state: EntryState;
  /** Why it failed, was skipped or is a duplicate (naming the design it duplicates). */
  reason: string | null;
  /** The design it became, joined or duplicates. */
  designId: string | null;
}

/** A page of entries, in path order. */
export interface ImportEntryPage {
  items: ImportEntry[];
  /** Cursor of the next page, null on the last. */
  nextCursor: string | null;
}

/** `POST /api/stickerei/upload-files` (and a completed resumable upload) answers with its import. */
export interface ImportUploadResponse extends UploadResponse {
  import: { id: string; files: number };
}

/** Data of the stream's `import` event: the import as it is now. */
export type ImportEvent = DesignImport;

/** `POST /api/stickerei/lookup`: the caller's designs a file matches. */
export interface LookupResponse {
  matches: Array<{
    designId: string;
    name: string;
    formats: string[];
    /** `exact`: these bytes are one of the design's files; `same-motif`: the same design. */
    match: 'exact' | 'same-motif';
  }>;
}
