import { DESIGN_PAGE_PREVIEW, type DesignDetail } from '@stickerei/shared/domain';
import { Preview } from './Preview.tsx';
import type { PreviewCandidates } from './previewSources.ts';
import { useT } from './useT.ts';

/** The largest preview the api rendered (the representative image otherwise). */
export function largePreview(design: DesignDetail): string {
  return design.previews['1024'] ?? design.previews['512'] ?? design.representative_image_url;
}

/** The 512, 768 and 1024 px previews the api lists, for a `srcset`. */
function largeCandidates(design: DesignDetail): PreviewCandidates {
  return DESIGN_PAGE_PREVIEW.sizes.flatMap((size) => {
    const src = design.previews[String(size)];
    return src ? [{ src, size }] : [];
  });
}

// How wide the preview is drawn: the full column on narrow screens (library.css
// `.lib-detail-main` stacks below 60rem), else about half of the page's 72rem container. The api
// preloads the same image for a library design (api/src/plugins/designPagePreload.ts).
const LARGE_SIZES = DESIGN_PAGE_PREVIEW.drawnAt;

/** A design's preview in a detail view: the page's main image, loaded at once. */
export function LargePreview({
  design,
  name,
  onSettled,
}: {
  design: DesignDetail;
  name: string;
  /** Called once the image has loaded or failed (see `Preview`). */
  onSettled?: () => void;
}) {
  const { t } = useT();
  const candidates = largeCandidates(design);
  return (
    <Preview
      src={largePreview(design)}
      alt={t('design.previewOf', { name })}
      size={512}
      priority
      candidates={candidates.length > 0 ? { list: candidates, sizes: LARGE_SIZES } : undefined}
      className="lib-preview-large"
      onSettled={onSettled}
    />
  );
}
