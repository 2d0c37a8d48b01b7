import { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { StorageNotFoundError, type Storage } from '../storage/contract.ts';
import { TUS_FOLDER, type TusStore } from './tusStore.ts';

// Resumable uploads kept in the api's storage itself (docs/storage.md "Resumable uploads"), so
// any instance can continue an upload another began: each PATCH's bytes are one object
// `tus-parts/<id>/<offset>`, the upload's record `tus-info/<id>.json` (its length, metadata and
// when it last grew). The last byte assembles the parts into `tus/<id>`, the key the import
// reads, as with the folder's store. Works on every storage of the contract, which is why it
// does not use @tus/s3-store (it needs S3's ListParts, which s3rver and some services lack).

const PARTS = 'tus-parts';
const INFO = 'tus-info';
/** Offsets are written with 15 digits, so parts sort by name in byte order (up to 999 TB). */
const OFFSET_DIGITS = 15;

interface UploadRecord {
  id: string;
  size: number;
  metadata: Record<string, string | null>;
  creationDate: string;
  /** When bytes last arrived (ISO). */
  changedAt: string;
}

const partKey = (id: string, offset: number) =>
  `${PARTS}/${id}/${String(offset).padStart(OFFSET_DIGITS, '0')}`;
const infoKey = (id: string) => `${INFO}/${id}.json`;

/** The tus data store on a Storage. */
export class StorageDataStore extends DataStore {
  private readonly storage: Storage;
  constructor(storage: Storage) {
    super();
    this.storage = storage;
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  async record(id: string): Promise<UploadRecord | null> {
    try {
      return JSON.parse((await this.storage.get(infoKey(id))).toString('utf8')) as UploadRecord;
    } catch (error) {
      if (error instanceof StorageNotFoundError) return null;
      throw error;
    }
  }

  private async saveRecord(record: UploadRecord): Promise<void> {
    await this.storage.put(infoKey(record.id), Buffer.from(JSON.stringify(record)));
  }

  /** The parts in byte order, each with its offset and size. */
  private async parts(id: string): Promise<Array<{ key: string; offset: number; size: number }>> {
    const parts: Array<{ key: string; offset: number; size: number }> = [];
    for await (const { key, size } of this.storage.list(`${PARTS}/${id}`)) {
      parts.push({ key, offset: Number(key.slice(key.lastIndexOf('/') + 1)), size });
    }
    return parts.sort((a, b) => a.offset - b.offset);
  }

  /** Bytes that arrived without a gap from the start (a part after a gap does not count). */
  private async offsetOf(id: string): Promise<number> {
    let offset = 0;
    for (const part of await this.parts(id)) {
      if (part.offset !== offset) break;
      offset += part.size;
    }
    return offset;
  }

  override async create(upload: Upload): Promise<Upload> {
    const now = new Date().toISOString();
    await this.saveRecord({
      id: upload.id,
      size: upload.size ?? 0,
      metadata: upload.metadata ?? {},
      creationDate: upload.creation_date ?? now,
      changedAt: now,
    });
    return upload;
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const record = await this.record(id);
    if (!record) throw ERRORS.FILE_NOT_FOUND;
    // A request cut off midway stores nothing of its bytes: the client resumes from `offset`.
    const written = await this.storage.putStream(partKey(id, offset), stream);
    record.changedAt = new Date().toISOString();
    await this.saveRecord(record);
    const end = offset + written;
    if (end === record.size) await this.assemble(id);
    return end;
  }

  /** The parts become `tus/<id>` in one stream; then they are removed. */
  private async assemble(id: string): Promise<void> {
    const parts = await this.parts(id);
    const storage = this.storage;
    async function* bytes() {
      for (const part of parts) {
        const { stream } = await storage.stream(part.key);
        yield* stream as AsyncIterable<Buffer>;
      }
    }
    await storage.putStream(`${TUS_FOLDER}/${id}`, Readable.from(bytes()));
    await storage.deletePrefix(`${PARTS}/${id}`);
  }

  override async getUpload(id: string): Promise<Upload> {
    const record = await this.record(id);
    if (!record) throw ERRORS.FILE_NOT_FOUND;
    const whole = await this.storage.exists(`${TUS_FOLDER}/${id}`);
    return new Upload({
      id,
      size: record.size,
      offset: whole ? record.size : await this.offsetOf(id),
      metadata: record.metadata,
      creation_date: record.creationDate,
    });
  }

  override async remove(id: string): Promise<void> {
    const record = await this.record(id);
    if (!record) throw ERRORS.FILE_NOT_FOUND;
    await this.storage.deletePrefix(`${PARTS}/${id}`);
    await this.storage.delete(`${TUS_FOLDER}/${id}`);
    await this.storage.delete(infoKey(id));
  }
}

/** Resumable uploads in `storage` (any instance continues them). */
export function createStorageTusStore(storage: Storage): TusStore {
  const datastore = new StorageDataStore(storage);
  return {
    datastore,
    storageKey: (id) => `${TUS_FOLDER}/${id}`,
    lastChange: async (id) => {
      const record = await datastore.record(id);
      return record ? new Date(record.changedAt) : null;
    },
    declaredLength: async (id) => (await datastore.record(id))?.size,
  };
}
