import type { DesignDetail } from '@stickerei/shared/domain';
import { DesignMarks } from '../library/DesignMarks.tsx';
import { Icon } from '../library/Icon.tsx';
import { useMarks } from '../library/useMarks.ts';
import { useT } from '../library/useT.ts';
import { DeleteDesign } from './DeleteDesign.tsx';
import { Breakable } from '../library/Breakable.tsx';

/**
 * A design's name above its preview: nothing else, so the preview stands exactly where the api's
 * first view of a library design drew it (api/src/plugins/designPagePreload.ts, issue 17) and
 * does not move when the island takes over. Badges and actions stand beside or below the image.
 */
export function DesignHeader(props: { design: DesignDetail }) {
  const { t } = useT();
  const name = props.design.name || t('design.unnamed');
  return (
    <header className="lib-file-head">
      <div>
        <h1 className="lib-file-name" data-testid="design-name">
          <Breakable text={name} />
        </h1>
      </div>
    </header>
  );
}

/** Badges and the actions of a design: favorite, stitched, and for an own one edit and delete. */
export function DesignActions(props: {
  design: DesignDetail;
  editing: boolean;
  onEdit: () => void;
}) {
  const { t } = useT();
  const { design } = props;
  const marks = useMarks({ signedIn: true, failedText: t('favorite.failed') });
  const name = design.name || t('design.unnamed');
  return (
    <div className="lib-file-actions">
      <ul className="lib-badges">
        {design.commercially_usable && <li>{t('design.commercialBadge')}</li>}
        {design.sponsored && <li>{t('design.sponsoredBadge')}</li>}
        {!design.mine && <li>{t('design.libraryBadge')}</li>}
      </ul>
      <DesignMarks design={design} name={name} marks={marks}>
        {design.mine && !props.editing && (
          <button
            type="button"
            className="lib-toggle"
            data-testid="edit-design"
            onClick={props.onEdit}
          >
            <Icon name="edit" size={18} />
            {t('edit.button')}
          </button>
        )}
        {design.mine && <DeleteDesign design={design} />}
      </DesignMarks>
    </div>
  );
}
