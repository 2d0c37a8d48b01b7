// Test helpers for the import modules: an import and entries as the api sends them.
import type { DesignImport, ImportEntry } from '@stickerei/shared/domain';

/** An import under way with 100 files and nothing through, changed by `change`. */
export const anImport = (change: Partial<DesignImport> = {}): DesignImport => ({
  id: 'i1',
  state: 'processing',
  name: 'Garden.zip',
  files: 100,
  done: 0,
  failed: 0,
  skipped: 0,
  duplicates: 0,
  designsCreated: 0,
  formatsJoined: 0,
  error: null,
  startedAt: '2026-11-25T17:00:00.000Z',
  finishedAt: null,
  filesPerSecond: 0,
  ...change,
});

/** An entry of `state` with its reason and design. */
export const anEntry = (
  path: string,
  state: ImportEntry['state'],
  reason: string | null = null,
  designId: string | null = null,
): ImportEntry => ({ path, state, reason, designId });
