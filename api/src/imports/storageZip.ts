import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Storage } from '../plugins/storage.ts';

/**
 * Lets yauzl read a zip archive in storage by byte ranges: only the central directory and the
 * entry being read are ever fetched, so an archive of gigabytes never sits in memory (and the
 * same works against a bucket's ranged reads).
 */
class StorageReader extends yauzl.RandomAccessReader {
  private readonly storage: Storage;
  private readonly key: string;

  constructor(storage: Storage, key: string) {
    super();
    this.storage = storage;
    this.key = key;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    // yauzl wants the stream at once; the storage answers later.
    const out = new PassThrough();
    this.storage.stream(this.key, { start, end }).then(
      ({ stream }) => {
        stream.on('error', (error) => out.destroy(error));
        stream.pipe(out);
      },
      (error: unknown) => out.destroy(error as Error),
    );
    return out;
  }
}

/** Opens a stored zip archive (entries read one by one, names left undecoded). */
export async function openStoredZip(storage: Storage, key: string): Promise<yauzl.ZipFile> {
  const { stream, size } = await storage.stream(key, { start: 0, end: 0 });
  stream.destroy();
  return yauzl.fromRandomAccessReaderPromise(new StorageReader(storage, key), size, {
    lazyEntries: true,
    autoClose: true,
    // Names are decoded here (yauzl refuses the whole archive for one hostile name otherwise).
    decodeStrings: false,
    validateEntrySizes: true,
  });
}

/** An entry's name as its archive wrote it (UTF-8 when flagged or in an extra field, else CP437). */
export const entryName = (entry: yauzl.Entry): string =>
  yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    entry.extraFields,
    false,
  );

/**
 * The bytes of an entry, at most `limit` of them (the size check of yauzl also refuses an entry
 * that unpacks to more than its header says).
 * @throws Error when the entry cannot be unpacked or is larger than `limit`
 */
export async function readEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  limit: number,
): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) {
      stream.destroy();
      throw new Error(`it unpacks to more than ${limit} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
