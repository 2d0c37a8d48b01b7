import type { DesignDetail } from '@stickerei/shared/domain';
import { Preview } from './Preview.tsx';
import { useT } from './useT.ts';

/** The largest preview the api rendered (the representative image otherwise). */
export function largePreview(design: DesignDetail): string {
  return design.previews['1024'] ?? design.previews['512'] ?? design.representative_image_url;
}

/** A design's preview in a detail view, loaded at once. */
export function LargePreview({ design, name }: { design: DesignDetail; name: string }) {
  const { t } = useT();
  return (
    <Preview
      src={largePreview(design)}
      alt={t('design.previewOf', { name })}
      size={512}
      eager
      className="lib-preview-large"
    />
  );
}
