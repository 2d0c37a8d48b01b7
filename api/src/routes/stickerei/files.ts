import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '@stickerei/shared/domain';
import { FormatError } from '@stickerei/embroidery';
import { attachment, downloadName } from '../../downloads/contentDisposition.ts';
import { conversionSource, convertDesign } from '../../downloads/convertDesign.ts';
import { recordEvent } from '../../lib/events.ts';
import { HttpError, notFound } from '../../lib/httpError.ts';
import {
  PREVIEW_FORMATS,
  PREVIEW_SIZES,
  PROCESSING_PREVIEW_SIZES,
  previewKey,
  previewCacheControl,
  type PreviewAccess,
} from '../../lib/previewUrl.ts';
import { createDesignPreviews } from '../../library/designPreviews.ts';
import { errorRef, integer, uuid } from '../../lib/schemas.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { StorageNotFoundError } from '../../plugins/storage.ts';
import { presignedRead } from '../../storage/presign.ts';

// A signed preview URL expires at most in year 9999 (epoch seconds).
const LAST_EXPIRY = 253_402_300_799;

interface DesignRow {
  id: string;
  name: string;
  owner_id: string | null;
}

interface FileRow {
  format: string;
  storage_key: string;
  file_name: string;
}

async function findDesign(app: FastifyInstance, id: string): Promise<DesignRow | null> {
  const { rows } = await app.db.query<DesignRow>(
    'SELECT id, name, owner_id FROM design WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

// A storage read that finds nothing is the design's missing file, not a server error.
async function stored<T>(read: Promise<T>, message: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw notFound(message);
    throw error;
  }
}

/** The storage key of the design's own file in `format`, if it has one. */
async function originalKey(app: FastifyInstance, designId: string, format: DownloadFormat) {
  const { rows } = await app.db.query<{ storage_key: string }>(
    'SELECT storage_key FROM design_file WHERE design_id = $1 AND format = $2',
    [designId, format],
  );
  return rows[0]?.storage_key ?? null;
}

/** The original in `format`, or a conversion from the richest file the design has. */
async function fileIn(app: FastifyInstance, design: DesignRow, format: DownloadFormat) {
  const { rows: files } = await app.db.query<FileRow>(
    'SELECT format, storage_key, file_name FROM design_file WHERE design_id = $1',
    [design.id],
  );
  const original = files.find((f) => f.format === format);
  const source = original ?? conversionSource(files);
  if (!source) throw notFound('This design has no file to download.');
  const bytes = await stored(
    app.storage.get(source.storage_key),
    'The file of this design is missing.',
  );
  if (original) return { bytes, converted: false };
  try {
    return { bytes: convertDesign(bytes, source.file_name, format), converted: true };
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    throw new HttpError(
      422,
      `This design cannot be written as ${format.toUpperCase()}: ${error.reason}.`,
      {
        cause: error,
      },
    );
  }
}

/**
 * May the caller see this design's preview, and how? Library designs: anyone; own designs: a
 * valid signed URL, or the owner's token. Null: not at all.
 */
function previewAccess(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: { exp?: number; sig?: string } }>,
  design: DesignRow,
  size: number,
): PreviewAccess | null {
  if (design.owner_id === null) return { kind: 'library' };
  const { exp, sig } = request.query;
  if (exp !== undefined && sig !== undefined && app.previewUrls.verify(design.id, size, exp, sig))
    return { kind: 'signed', exp };
  if (request.caller?.userId === design.owner_id) return { kind: 'owner' };
  return null;
}

/** Downloads in any machine format, and preview images (DESIGN.md §6). */
export default async function fileRoutes(app: FastifyInstance) {
  // Sizes processing did not render are rendered here on their first request, in the jobs'
  // worker threads, and stored.
  const previews = createDesignPreviews({ db: app.db, storage: app.storage, pool: app.jobs.pool });

  app.get<{ Querystring: { id: string; format: DownloadFormat } }>(
    '/stickerei/download-file',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: 'Download a design in a machine format (the original, or a conversion)',
        description:
          'Library designs: any signed-in user; own designs: their owner (others get 404). Answers application/octet-stream with the design name as file name.',
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          required: ['id', 'format'],
          properties: { id: uuid, format: { type: 'string', enum: [...DOWNLOAD_FORMATS] } },
          additionalProperties: false,
        },
        response: {
          200: { description: 'The file', content: { 'application/octet-stream': { schema: {} } } },
          400: errorRef,
          401: errorRef,
          403: errorRef,
          404: errorRef,
          422: errorRef,
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { id, format } = request.query;
      const design = await findDesign(app, id);
      if (!design || (design.owner_id !== null && design.owner_id !== caller.userId)) {
        throw notFound('No design with this id.');
      }
      // S3_PRESIGN=1: an original goes straight from the bucket (conversions are made here).
      const original = await originalKey(app, design.id, format);
      const link =
        original && (await presignedRead(app.storage, original, downloadName(design.name, format)));
      if (link) {
        await recordEvent(app.db, 'download', caller.userId, {
          designId: id,
          format,
          converted: false,
        });
        return reply.header('cache-control', 'no-store').redirect(link, 302);
      }
      const { bytes, converted } = await fileIn(app, design, format);
      await recordEvent(app.db, 'download', caller.userId, { designId: id, format, converted });
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachment(downloadName(design.name, format)))
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(bytes));
    },
  );

  // One route per encoding: the PNG lists and the api hand out, and its AVIF for pages.
  for (const format of PREVIEW_FORMATS) {
    const type = `image/${format}`;
    app.get<{ Params: { id: string; size: string }; Querystring: { exp?: number; sig?: string } }>(
      `/stickerei/:id/preview/:size.${format}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['files'],
          summary: `Preview image of a design (${format.toUpperCase()})`,
          description: `Sizes ${PREVIEW_SIZES.join(', ')}: ${PROCESSING_PREVIEW_SIZES.join(', ')} is rendered with the design, the others from its file on their first request (then kept); the AVIF is encoded from the PNG on its first request (then kept), and takes the PNG's signature. Library designs are public; own designs need the signed URL the api hands out, or the owner's token. 404 also when the design's file is gone; 422 when its file cannot be read.`,
          params: {
            type: 'object',
            required: ['id', 'size'],
            properties: { id: uuid, size: { type: 'string', enum: PREVIEW_SIZES.map(String) } },
          },
          querystring: {
            type: 'object',
            properties: { exp: integer(0, LAST_EXPIRY), sig: { type: 'string', maxLength: 100 } },
          },
          response: {
            200: {
              description: `${format.toUpperCase()} image`,
              content: { [type]: { schema: {} } },
            },
            400: errorRef,
            401: errorRef,
            404: errorRef,
            422: errorRef,
          },
        },
      },
      async (request, reply) => {
        const size = Number(request.params.size);
        const design = await findDesign(app, request.params.id);
        const access = design && previewAccess(app, request, design, size);
        if (!design || !access) {
          throw notFound(
            'No preview with this address (or its link has expired: reload the page).',
          );
        }
        const link = await presignedRead(app.storage, previewKey(design.id, size, format));
        if (link) return reply.header('cache-control', 'private, max-age=60').redirect(link, 302);
        const { body, length } = await previews.read(design.id, size, format);
        return reply
          .header('content-type', type)
          .header('content-length', length)
          .header('cache-control', previewCacheControl(access))
          .send(body);
      },
    );
  }
}
