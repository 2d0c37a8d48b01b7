import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PREVIEW_SIZES } from '../../lib/previewUrl.ts';
import { motifOfKey, motifPreviewKey, poolPattern } from './motifPool.ts';

/** The preview route of the file routes (api/src/routes/stickerei/files.ts). */
const PREVIEW_ROUTE = '/api/stickerei/:id/preview/:size.png';
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
    const preview = async (motif: number, size: number): Promise<Uint8Array> => {
      const key = motifPreviewKey(motif, size);
      if (await app.storage.exists(key)) return app.storage.get(key);
      let pending = rendering.get(key);
      if (!pending) {
        pending = (async () => {
          // Rendered in the jobs' worker threads, like every preview: never on the event loop.
          const png = await app.jobs.pool.renderPreview(
            { pattern: poolPattern(motif).pattern },
            size,
          );
          await app.storage.put(key, png);
          return png;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    };

    app.addHook<{ Params: { id?: string; size?: string } }>(
      'preHandler',
      async (request, reply) => {
        if (request.routeOptions.url !== PREVIEW_ROUTE || request.method !== 'GET') return;
        const { id = '', size = '' } = request.params;
        if (!UUID.test(id) || !(PREVIEW_SIZES as readonly number[]).includes(Number(size))) return;
        const motif = await motifOfDesign(app, id);
        if (motif === null) return;
        const png = await preview(motif, Number(size));
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=86400')
          .send(Buffer.from(png));
      },
    );
  },
  { name: 'testDataPreviews', dependencies: ['db', 'storage', 'jobs'] },
);
