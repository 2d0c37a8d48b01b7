import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DESIGN_PAGE_PREVIEW } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { isDesignId } from '../library/designRepository.ts';
import type { PreviewUrls } from '../lib/previewUrl.ts';

// The design page (/files/<id>) is one static shell whose island reads the id from the URL, then
// the design, then draws its preview: on a phone the page's largest paint waited for the scripts,
// the session check and the design's JSON before the image was even asked for (issue 17,
// docs/delivery.md "The design page's image in its HTML"). A library design's previews are
// public and their addresses follow from the id, so the shell is sent with a preload of exactly
// the image the page will draw (the same AVIF `srcset` and `sizes` as LargePreview): the browser
// fetches it while the scripts arrive. Own designs (signed addresses) get the shell unchanged.

/** The shell's placeholder for the preload (site/src/pages/files/detail.astro). */
const MARKER = /<meta name="design-preview-preload"\s*\/?>/;

/** The preload of a library design's page image (its AVIF at the sizes the page offers). */
export function designPreloadLink(designId: string, previews: PreviewUrls): string {
  const srcset = DESIGN_PAGE_PREVIEW.sizes
    .map((size) => {
      const png = previews.url({ id: designId, owner_id: null }, size);
      return `${png.replace(/\.png$/, '.avif')} ${String(size)}w`;
    })
    .join(', ');
  return (
    `<link rel="preload" as="image" type="image/avif" fetchpriority="high" ` +
    `imagesrcset="${srcset}" imagesizes="${DESIGN_PAGE_PREVIEW.drawnAt}">`
  );
}

/** The shell with the preload in place of its marker (unchanged without a marker). */
export const withPreload = (html: string, link: string) => html.replace(MARKER, link);

/** True when `id` is a design of the public library (its previews need no signature). */
async function isLibraryDesign(db: Queryable, id: string): Promise<boolean> {
  if (!isDesignId(id)) return false;
  const { rows } = await db.query<{ one: number }>(
    'SELECT 1 AS one FROM design WHERE id = $1 AND owner_id IS NULL',
    [id],
  );
  return rows.length > 0;
}

interface Shell {
  mtimeMs: number;
  html: string;
}

/**
 * Answers /files/<id> with the shell at `file`, a library design's preload in it; null when the
 * design is not one of the library (the caller sends the built file as it is). The answer keeps
 * the built page's headers: `no-cache` with an ETag (a 304 when unchanged), the page's policy,
 * brotli or gzip by Accept-Encoding.
 */
export function designPageShell(options: {
  file: string;
  db: Queryable;
  previews: PreviewUrls;
  policy: () => string;
}) {
  let shell: Shell | null = null;
  const read = async (): Promise<string> => {
    const { mtimeMs } = await stat(options.file);
    if (shell?.mtimeMs !== mtimeMs) shell = { mtimeMs, html: await readFile(options.file, 'utf8') };
    return shell.html;
  };
  return async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    if (!(await isLibraryDesign(options.db, id))) return null;
    const html = withPreload(await read(), designPreloadLink(id, options.previews));
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('vary', 'Accept-Encoding')
      .header('content-security-policy', options.policy())
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      const body = brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5 },
      });
      return reply.header('content-encoding', 'br').send(body);
    }
    if (/\bgzip\b/.test(accepted)) {
      return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    }
    return reply.send(html);
  };
}
