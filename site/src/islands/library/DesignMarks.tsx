import { designFromRecord, type DesignDetail } from '@stickerei/shared/domain';
import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { Icon } from './Icon.tsx';
import type { Marks } from './useMarks.ts';
import { useT } from './useT.ts';

/**
 * The actions of a design's detail view: the caller's marks (favorite, already stitched), then
 * the view's own actions; a mark the api refused says so under them.
 */
export function DesignMarks(props: {
  design: DesignDetail;
  name: string;
  marks: Marks;
  children?: ReactNode;
}) {
  const { t } = useT();
  const { marks } = props;
  const record = designFromRecord(props.design);
  const stitched = marks.value(record, 'already_stitched');
  return (
    <>
      <div className="lib-actions">
        <FavoriteButton name={props.name} {...marks.favorite(record)} withText />
        <button
          type="button"
          className="lib-toggle"
          aria-pressed={stitched}
          onClick={() => marks.toggle(record, 'already_stitched')}
        >
          <Icon name={stitched ? 'check' : 'needle'} size={18} />
          <span>{stitched ? t('stitched.yes') : t('stitched.mark')}</span>
        </button>
        {props.children}
      </div>
      <ErrorAlert>{marks.error}</ErrorAlert>
    </>
  );
}
