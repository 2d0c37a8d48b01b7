import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';

/** The storage folder of resumable uploads: a finished upload is the storage key `tus/<id>`. */
export const TUS_FOLDER = 'tus';

/** Where resumable uploads keep their bytes, and how the rest of the api finds them. */
export interface TusStore {
  datastore: DataStore;
  /** The storage key (plugins/storage.ts) of an upload's bytes. */
  storageKey(uploadId: string): string;
  /** The file of an upload's bytes while they arrive. */
  filePath(uploadId: string): string;
  /** The Upload-Length an upload was created with, while its record exists (its bytes may not). */
  declaredLength(uploadId: string): Promise<number | undefined>;
}

/**
 * The one place that chooses the tus data store (docs/imports.md "Resumable uploads"): files
 * under the storage root, so offsets survive a restart and a finished upload is a storage key.
 * With S3 storage, an `@tus/s3-store` on the same bucket and prefix takes its place here.
 * The file store creates its folder at once: call this on the first upload request.
 */
export function createTusStore(storageRoot: string): TusStore {
  const directory = path.join(storageRoot, TUS_FOLDER);
  const datastore = new FileStore({ directory });
  return {
    datastore,
    storageKey: (id) => `${TUS_FOLDER}/${id}`,
    filePath: (id) => path.join(directory, id),
    declaredLength: async (id) => (await datastore.configstore.get(id))?.size,
  };
}
