import { stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { Storage } from '../storage/contract.ts';
import { createStorageTusStore } from './storageTusStore.ts';

/** The storage folder of resumable uploads: a finished upload is the storage key `tus/<id>`. */
export const TUS_FOLDER = 'tus';

/** Where resumable uploads keep their bytes, and how the rest of the api finds them. */
export interface TusStore {
  datastore: DataStore;
  /** The storage key (plugins/storage.ts) of an upload's bytes. */
  storageKey(uploadId: string): string;
  /** When the upload's bytes last grew, or null when it is not known. */
  lastChange(uploadId: string): Promise<Date | null>;
  /** The Upload-Length an upload was created with, while its record exists (its bytes may not). */
  declaredLength(uploadId: string): Promise<number | undefined>;
}

/**
 * The one place that chooses the tus data store (docs/imports.md "Resumable uploads"): files
 * under the storage root, so offsets survive a restart and a finished upload is a storage key.
 * With a bucket, the uploads live in the bucket (storageTusStore.ts), so any instance continues
 * them. The file store creates its folder at once: call this on the first upload request.
 */
export function createTusStore(storageRoot: string, storage?: Storage): TusStore {
  if (storage && storage.kind !== 'file') return createStorageTusStore(storage);
  const directory = path.join(storageRoot, TUS_FOLDER);
  const datastore = new FileStore({ directory });
  return {
    datastore,
    storageKey: (id) => `${TUS_FOLDER}/${id}`,
    lastChange: (id) =>
      stat(path.join(directory, id)).then(
        (s) => s.mtime,
        () => null,
      ),
    declaredLength: async (id) => (await datastore.configstore.get(id))?.size,
  };
}
