import type { Design } from '@stickerei/shared/domain';
import type { MouseEvent, ReactNode } from 'react';
import { formatCount, formatSize } from '../../lib/library/formatting.ts';
import { formatRunningTime } from '../../lib/machine/runningTime.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { Palette } from './Palette.tsx';
import { Preview } from './Preview.tsx';
import { useT } from './useT.ts';
import { Breakable } from './Breakable.tsx';

export interface CardFavorite {
  pressed: boolean;
  onToggle: () => void;
}

/**
 * One design in a grid: preview, name, size, stitches, formats, colours and the heart. The whole
 * card is one link (opening it in a new tab works); `onOpen` lets a page show it in place.
 */
export function DesignCard(props: {
  /** List pages also carry the running time on the caller's machine. */
  design: Design & { estimated_minutes?: number };
  href: string;
  onOpen?: (design: Design) => void;
  favorite?: CardFavorite;
  status?: ReactNode;
}) {
  const { language, t } = useT();
  const { design } = props;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!props.onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    props.onOpen(design);
  };
  const name = design.name || t('design.unnamed');
  return (
    <article className="lib-card" data-testid="design-card" data-design-id={design.id}>
      <Preview src={design.representative_image_url} alt="" size={256} />
      <div className="lib-card-body">
        <h3 className="lib-card-name">
          <a href={props.href} onClick={open} className="lib-card-link">
            <Breakable text={name} />
          </a>
        </h3>
        <p className="lib-card-facts">
          <span>{formatSize(design.design_width, design.design_height, language)}</span>
          <span>
            {t('design.stitchesShort', { count: formatCount(design.stitch_count, language) })}
          </span>
          {design.estimated_minutes !== undefined && (
            <span data-testid="card-time">
              {formatRunningTime(design.estimated_minutes, language)}
            </span>
          )}
        </p>
        <div className="lib-card-foot">
          <ul className="lib-formats" aria-label={t('design.formats')}>
            {design.embroidery_file_formats.map((format) => (
              <li key={format}>{format.toUpperCase()}</li>
            ))}
          </ul>
          <Palette colours={design.color_palette} />
        </div>
        {props.status}
      </div>
      {props.favorite && (
        <FavoriteButton
          name={name}
          pressed={props.favorite.pressed}
          onToggle={props.favorite.onToggle}
          className="lib-card-favorite"
        />
      )}
    </article>
  );
}
