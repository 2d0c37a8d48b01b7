import { Box } from '@mui/material';
import type { DesignRecord } from '@stickerei/shared/domain';

/** "80 × 60 mm · DST, PES" */
export function designSummary(
  design: Pick<DesignRecord, 'design_width' | 'design_height' | 'embroidery_file_formats'>,
): string {
  const size = `${Math.round(design.design_width)} × ${Math.round(design.design_height)} mm`;
  const formats = design.embroidery_file_formats.map((f) => f.toUpperCase()).join(', ');
  return formats ? `${size} · ${formats}` : size;
}

/** A design's preview, contained in a square of `size` px. */
export function DesignThumb({ design, size }: { design: DesignRecord | undefined; size: number }) {
  return (
    <Box
      sx={{
        width: size,
        maxWidth: '100%',
        aspectRatio: '1',
        borderRadius: 1,
        bgcolor: '#fbf7f2',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {design?.representative_image_url ? (
        <img
          src={design.representative_image_url}
          alt=""
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : null}
    </Box>
  );
}
