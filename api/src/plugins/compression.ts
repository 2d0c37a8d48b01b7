import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/** What the api compresses as it answers: JSON and the CSV exports. */
export const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/csv)\s*(?:;|$)/i;

/** Answers below this fit in a packet or two; compressing them saves nothing worth the time. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * True when a route documents its 200 answer as types that are not compressed here: embroidery
 * files (application/octet-stream, which @fastify/compress would compress on its own), PNG
 * previews and PDFs (compact already), the event stream (each event must leave at once).
 */
function answersUncompressed(route: RouteOptions): boolean {
  const ok: unknown = (route.schema?.response as Record<string, unknown> | undefined)?.['200'];
  if (!ok || typeof ok !== 'object' || !('content' in ok)) return false;
  const types = Object.keys(ok.content as Record<string, unknown>);
  return types.length > 0 && types.every((type) => !COMPRESSIBLE_TYPES.test(type));
}

/**
 * Compresses api answers by Accept-Encoding (brotli at quality 4, else gzip), with
 * `Vary: Accept-Encoding`. Registered inside `/api` only: the site and admin files come
 * compressed from their build (plugins/staticSite.ts). Routes answering files are left out by
 * their documented content type; request bodies are left as they are.
 */
export default fp(
  async (app) => {
    // Before the plugin's own onRoute hook, which reads `compress`.
    app.addHook('onRoute', (route) => {
      if (route.compress === undefined && answersUncompressed(route)) route.compress = false;
    });
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      customTypes: COMPRESSIBLE_TYPES,
    });
  },
  { name: 'compression' },
);
