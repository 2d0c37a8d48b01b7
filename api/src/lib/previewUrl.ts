import { createHmac, timingSafeEqual } from 'node:crypto';

/** Preview sizes a design has (px, square). */
// 768: the design page on a phone (about 380 CSS px at 1.75–2 device pixels per px), which
// 1024 overshot by 40 % of its bytes.
export const PREVIEW_SIZES = [128, 256, 512, 768, 1024] as const;
export type PreviewSize = (typeof PREVIEW_SIZES)[number];
/** The size lists and cards use. */
export const LIST_PREVIEW_SIZE: PreviewSize = 256;
/**
 * Sizes rendered while an upload is processed: only what lists and cards show. The larger sizes
 * (the design page) and 128 (asked for by nothing today) are rendered on their first request
 * and kept (library/designPreviews.ts), which keeps processing — and bulk imports — cheap.
 */
export const PROCESSING_PREVIEW_SIZES: readonly PreviewSize[] = [LIST_PREVIEW_SIZE];

/**
 * Encodings a preview is served in: the PNG (lossless, what processing renders) and an AVIF of
 * it for pages (a tenth of the bytes: docs/previews.md "AVIF for pages"), made from the PNG on
 * its first request and kept.
 */
export const PREVIEW_FORMATS = ['png', 'avif'] as const;
export type PreviewFormat = (typeof PREVIEW_FORMATS)[number];

/** Storage key of a design's preview. */
export const previewKey = (designId: string, size: number, format: PreviewFormat = 'png') =>
  `previews/${designId}/${size}.${format}`;

/** Every key a design's previews may be stored under (all sizes, all encodings). */
export const allPreviewKeys = (designId: string): string[] =>
  PREVIEW_SIZES.flatMap((size) => PREVIEW_FORMATS.map((f) => previewKey(designId, size, f)));

/**
 * Preview URLs: library designs are public; a user's own design gets a signed URL (valid for
 * `ttlSeconds`, rounded to the hour so URLs stay cacheable) because an <img> cannot send a
 * bearer token. A signature covers the design, the size and the expiry, not the encoding: the
 * AVIF of a preview is the same URL with `.avif` for `.png`.
 */
export function createPreviewUrls(secret: string, ttlSeconds = 24 * 3600) {
  const sign = (designId: string, size: number, exp: number) =>
    createHmac('sha256', secret).update(`${designId}/${size}/${exp}`).digest('base64url');

  return {
    url(
      design: { id: string; owner_id: string | null },
      size: number = LIST_PREVIEW_SIZE,
      now = Date.now(),
    ): string {
      const path = `/api/stickerei/${design.id}/preview/${size}.png`;
      if (design.owner_id === null) return path;
      const hour = 3600;
      const exp = Math.ceil((now / 1000 + ttlSeconds) / hour) * hour;
      return `${path}?exp=${exp}&sig=${sign(design.id, size, exp)}`;
    },
    /** True when `sig` signs this preview and has not expired. */
    verify(designId: string, size: number, exp: number, sig: string, now = Date.now()): boolean {
      if (!Number.isFinite(exp) || exp * 1000 < now) return false;
      const expected = Buffer.from(sign(designId, size, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type PreviewUrls = ReturnType<typeof createPreviewUrls>;

/** Who may see a preview, as the preview route found it. */
export type PreviewAccess =
  { kind: 'library' } | { kind: 'signed'; exp: number } | { kind: 'owner' };

/**
 * Cache-Control of a preview (docs/delivery.md): a library design's is public for a day; a
 * signed URL's is private and kept for as long as its signature lives (after that the page has
 * a new URL, so the cached copy is never asked for again); one fetched with the owner's token
 * alone (an unsigned URL) is private for an hour.
 */
export function previewCacheControl(access: PreviewAccess, now = Date.now()): string {
  if (access.kind === 'library') return 'public, max-age=86400';
  if (access.kind === 'owner') return 'private, max-age=3600';
  const left = Math.max(0, access.exp - Math.floor(now / 1000));
  return `private, max-age=${left}`;
}
