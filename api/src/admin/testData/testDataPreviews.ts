import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { encodePreviewAvif } from '../../jobs/renderPreviews.ts';
import { PREVIEW_SIZES, type PreviewFormat } from '../../lib/previewUrl.ts';
import { motifOfKey, motifPreviewKey, poolPattern } from './motifPool.ts';

/** The preview routes of the file routes (api/src/routes/stickerei/files.ts), by encoding. */
const PREVIEW_ROUTES = new Map<string, PreviewFormat>([
  ['/api/stickerei/:id/preview/:size.png', 'png'],
  ['/api/stickerei/:id/preview/:size.avif', 'avif'],
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function motifOfDesign(app: FastifyInstance, id: string): Promise<number | null> {
  const { rows } = await app.db.query<{ storage_key: string }>(
    `SELECT f.storage_key FROM design AS d JOIN design_file AS f ON f.design_id = d.id
     WHERE d.id = $1 AND d.is_test_data AND d.owner_id IS NULL LIMIT 1`,
    [id],
  );
  return rows[0] ? motifOfKey(rows[0].storage_key) : null;
}

/**
 * Previews of test designs (docs/admin.md): a test design shows its motif, whose preview is
 * rendered on its first request and kept in storage, instead of 4 images per design at setup
 * (which 100,000 designs in a minute could not afford). The hook answers the preview route for
 * test designs only; every other design goes on to the route as before.
 */
export default fp(
  async (app) => {
    const rendering = new Map<string, Promise<Uint8Array>>();
    const preview = async (
      motif: number,
      size: number,
      format: PreviewFormat,
    ): Promise<Uint8Array> => {
      const key = motifPreviewKey(motif, size, format);
      if (await app.storage.exists(key)) return app.storage.get(key);
      let pending = rendering.get(key);
      if (!pending) {
        pending = (async (): Promise<Uint8Array> => {
          // Rendered in the jobs' worker threads, like every preview: never on the event loop.
          const bytes =
            format === 'avif'
              ? await encodePreviewAvif(await preview(motif, size, 'png'))
              : await app.jobs.pool.renderPreview({ pattern: poolPattern(motif).pattern }, size);
          await app.storage.put(key, bytes);
          return bytes;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    };

    app.addHook<{ Params: { id?: string; size?: string } }>(
      'preHandler',
      async (request, reply) => {
        const format = PREVIEW_ROUTES.get(request.routeOptions.url ?? '');
        if (!format || request.method !== 'GET') return;
        const { id = '', size = '' } = request.params;
        if (!UUID.test(id) || !(PREVIEW_SIZES as readonly number[]).includes(Number(size))) return;
        const motif = await motifOfDesign(app, id);
        if (motif === null) return;
        const bytes = await preview(motif, Number(size), format);
        return reply
          .header('content-type', `image/${format}`)
          .header('cache-control', 'public, max-age=86400')
          .send(Buffer.from(bytes));
      },
    );
  },
  { name: 'testDataPreviews', dependencies: ['db', 'storage', 'jobs'] },
);
