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
// fetches it while the scripts arrive. The shell's body gets a first view of the design too (its
// name and that image, drawn as the island draws them), shown while the session is checked and
// the island loads: the page's largest paint no longer waits for any script. Own designs (signed
// addresses) get the shell unchanged.

/** The shell's placeholders (site/src/pages/files/detail.astro): the preload, the first view. */
const PRELOAD_MARKER = /<meta name="design-preview-preload"\s*\/?>/;
const VIEW_MARKER = /<template data-design-shell>\s*<\/template>/;

/** A library design as its page's first view names it. */
export interface ShellDesign {
  id: string;
  name: string;
}

/** The AVIF `srcset` of a library design's page image (the sizes the page offers). */
function avifSrcset(designId: string, previews: PreviewUrls): string {
  return DESIGN_PAGE_PREVIEW.sizes
    .map((size) => {
      const png = previews.url({ id: designId, owner_id: null }, size);
      return `${png.replace(/\.png$/, '.avif')} ${String(size)}w`;
    })
    .join(', ');
}

/** The preload of a library design's page image (its AVIF at the sizes the page offers). */
export function designPreloadLink(designId: string, previews: PreviewUrls): string {
  return (
    `<link rel="preload" as="image" type="image/avif" fetchpriority="high" ` +
    `imagesrcset="${avifSrcset(designId, previews)}" imagesizes="${DESIGN_PAGE_PREVIEW.drawnAt}">`
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/**
 * The design's first view: its name and main image in the markup and classes the island draws
 * them with (FileDetail's header and `LargePreview`: site/src/islands/files), so the image has the
 * same size and the browser the same candidate. The island removes it when it draws the design.
 */
export function designFirstView(design: ShellDesign, previews: PreviewUrls): string {
  const largest = Math.max(...DESIGN_PAGE_PREVIEW.sizes);
  const png = previews.url({ id: design.id, owner_id: null }, largest);
  const name = escapeHtml(design.name);
  // Breakable's line breaks (site/src/islands/library/Breakable.tsx): after _ . and -.
  const wrapped = design.name
    .split(/(?<=[_.-])/)
    .map(escapeHtml)
    .join('<wbr>');
  const heading = name ? `<h1 class="lib-file-name">${wrapped}</h1>` : '';
  return (
    `<div id="design-shell" class="design-shell" data-design-id="${design.id}">` +
    `<div class="lib lib-file"><header class="lib-file-head"><div>${heading}</div></header>` +
    `<div class="lib-detail-main"><div class="lib-preview lib-preview-large"><picture>` +
    `<source type="image/avif" srcset="${avifSrcset(design.id, previews)}" ` +
    `sizes="${DESIGN_PAGE_PREVIEW.drawnAt}">` +
    `<img src="${png}" alt="${name}" width="512" height="512" fetchpriority="high">` +
    `</picture></div></div></div></div>`
  );
}

/** The shell with a library design's preload and first view (unchanged without markers). */
export const withDesign = (html: string, design: ShellDesign, previews: PreviewUrls) =>
  html
    .replace(PRELOAD_MARKER, designPreloadLink(design.id, previews))
    .replace(VIEW_MARKER, designFirstView(design, previews));

/** `id`'s design when it is one of the public library (its previews need no signature). */
async function libraryDesign(db: Queryable, id: string): Promise<ShellDesign | null> {
  if (!isDesignId(id)) return null;
  const { rows } = await db.query<ShellDesign>(
    'SELECT id, name FROM design WHERE id = $1 AND owner_id IS NULL',
    [id],
  );
  return rows[0] ?? null;
}

interface Shell {
  mtimeMs: number;
  html: string;
}

/**
 * Answers /files/<id> with the shell at `file`, a library design's preload and first view in it; null when the
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
    const design = await libraryDesign(options.db, id);
    if (!design) return null;
    const html = withDesign(await read(), design, options.previews);
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
