import type { Readable } from 'node:stream';
import type { Queryable } from '../lib/db.ts';
import { HttpError, notFound } from '../lib/httpError.ts';
import { allPreviewKeys, previewKey, type PreviewFormat } from '../lib/previewUrl.ts';
import { conversionSource, namesThreadColours } from '../downloads/convertDesign.ts';
import { UnprocessableUploadError } from '../jobs/analyseUpload.ts';
import { encodePreviewAvif } from '../jobs/renderPreviews.ts';
import type { AnalysisPool } from '../jobs/analysisPool.ts';
import { StorageNotFoundError, type Storage } from '../plugins/storage.ts';

/** A preview to send: the stored file as a stream, or the bytes just rendered. */
export interface PreviewBody {
  body: Readable | Buffer;
  length: number;
}

export interface DesignPreviews {
  /**
   * The design's preview at `size` in `format` (PNG unless said): from storage, or made on its
   * first request and stored for every later one — a PNG rendered from the design's file in a
   * worker thread, an AVIF encoded from that PNG.
   * @throws HttpError 404 when the design has no readable file left, 422 when its file cannot
   *   be read (a corrupt file)
   */
  read(designId: string, size: number, format?: PreviewFormat): Promise<PreviewBody>;
}

export interface SourceFile {
  format: string;
  file_name: string;
  storage_key: string;
  added: number;
}

// Processing renders a design's previews from its first file, and again from the first file
// that names thread colours when the design adopts them (saveDesign.ts): the same file is
// chosen here, so every size shows the same colours. Files added together: the richest.
export async function sourceFile(db: Queryable, designId: string): Promise<SourceFile | null> {
  const { rows } = await db.query<SourceFile>(
    `SELECT format, file_name, storage_key, extract(epoch FROM created_at)::float8 AS added
     FROM design_file WHERE design_id = $1 ORDER BY created_at`,
    [designId],
  );
  const coloured = rows.filter((f) => namesThreadColours(f.format));
  const candidates = coloured.length > 0 ? coloured : rows;
  const first = candidates[0]?.added;
  return conversionSource(candidates.filter((f) => f.added === first)) ?? null;
}

/** Lazily rendered, stored previews of designs (docs/processing.md "Downloads and previews"). */
export function createDesignPreviews(ctx: {
  db: Queryable;
  storage: Storage;
  pool: AnalysisPool;
}): DesignPreviews {
  const { db, storage, pool } = ctx;
  const pending = new Map<string, Promise<Uint8Array>>();

  // Two first requests for one preview (a page and its prefetch) share one rendering.
  const once = (key: string, task: () => Promise<Uint8Array>): Promise<Uint8Array> => {
    let promise = pending.get(key);
    if (!promise) {
      promise = task().finally(() => pending.delete(key));
      pending.set(key, promise);
    }
    return promise;
  };

  const renderFrom = async (source: SourceFile, size: number): Promise<Uint8Array> => {
    let bytes: Buffer;
    try {
      bytes = await storage.get(source.storage_key);
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
      throw notFound('The file of this design is missing, so its preview cannot be rendered.');
    }
    try {
      return await pool.renderPreview({ bytes, fileName: source.file_name }, size);
    } catch (error) {
      if (!(error instanceof UnprocessableUploadError)) throw error;
      throw new HttpError(
        422,
        `The file of this design cannot be read, so its preview cannot be rendered: ${error.message}`,
        { cause: error },
      );
    }
  };

  // Made from the design's current file; kept only when the design still has that file
  // afterwards (a joining file that brought its colours replaced the previews meanwhile, or the
  // design was deleted): then this one is sent but not kept.
  const makeAndKeep = async (
    designId: string,
    key: string,
    make: (source: SourceFile) => Promise<Uint8Array>,
  ): Promise<Uint8Array> => {
    if (await storage.exists(key)) return storage.get(key);
    const before = await sourceFile(db, designId);
    if (!before) throw notFound('This design has no file to render its preview from.');
    const bytes = await make(before);
    const now = await sourceFile(db, designId);
    if (now?.storage_key === before.storage_key) await storage.put(key, bytes);
    return bytes;
  };

  const png = (designId: string, size: number): Promise<Uint8Array> => {
    const key = previewKey(designId, size);
    return once(key, () => makeAndKeep(designId, key, (source) => renderFrom(source, size)));
  };

  const avif = (designId: string, size: number): Promise<Uint8Array> => {
    const key = previewKey(designId, size, 'avif');
    return once(key, () =>
      makeAndKeep(designId, key, async () => encodePreviewAvif(await png(designId, size))),
    );
  };

  return {
    async read(designId, size, format = 'png') {
      const key = previewKey(designId, size, format);
      if (!pending.has(key)) {
        try {
          const { stream, size: length } = await storage.stream(key);
          return { body: stream, length };
        } catch (error) {
          if (!(error instanceof StorageNotFoundError)) throw error;
        }
      }
      const bytes = await (format === 'avif' ? avif(designId, size) : png(designId, size));
      const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return { body, length: bytes.length };
    },
  };
}

/**
 * Replaces a design's previews with those processing rendered from a file that joined it with
 * thread colours, and removes its other sizes and encodings: they showed the colours of before
 * and are made again on their next request.
 */
export async function replaceDesignPreviews(
  storage: Storage,
  designId: string,
  previews: Array<{ size: number; png: Uint8Array }>,
): Promise<void> {
  const kept = previews.map((p) => previewKey(designId, p.size));
  for (const { size, png } of previews) await storage.put(previewKey(designId, size), png);
  for (const key of allPreviewKeys(designId)) {
    if (!kept.includes(key)) await storage.delete(key);
  }
}
