// Which image a preview box asks for. The api serves every preview as PNG and as AVIF under the
// same address with `.avif` for `.png` (and the same signature): about a tenth of the bytes
// (docs/previews.md "AVIF for pages"), so browsers that read AVIF get that one.

const PNG_PREVIEW = /(\/preview\/\d+)\.png(?=$|\?)/;

/** The AVIF address of an api preview's PNG address, or null for any other image. */
export function avifOf(src: string): string | null {
  return PNG_PREVIEW.test(src) ? src.replace(PNG_PREVIEW, '$1.avif') : null;
}

/** A preview at several sizes (px, square), largest last. */
export type PreviewCandidates = Array<{ src: string; size: number }>;

/** A `srcset` of the candidates' AVIF addresses, or null when one of them has none. */
export function avifSrcSet(candidates: PreviewCandidates): string | null {
  const entries = candidates.map(({ src, size }) => {
    const avif = avifOf(src);
    return avif && `${avif} ${size}w`;
  });
  return entries.every(Boolean) ? entries.join(', ') : null;
}
