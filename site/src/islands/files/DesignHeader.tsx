import type { DesignDetail } from '@stickerei/shared/domain';
import { DesignMarks } from '../library/DesignMarks.tsx';
import { Icon } from '../library/Icon.tsx';
import { useMarks } from '../library/useMarks.ts';
import { useT } from '../library/useT.ts';
import { DeleteDesign } from './DeleteDesign.tsx';
import { Breakable } from '../library/Breakable.tsx';

/** Name, badges and the actions of an own design: favorite, stitched, edit, delete. */
export function DesignHeader(props: {
  design: DesignDetail;
  editing: boolean;
  onEdit: () => void;
}) {
  const { t } = useT();
  const { design } = props;
  const marks = useMarks({ signedIn: true, failedText: t('favorite.failed') });
  const name = design.name || t('design.unnamed');
  return (
    <header className="lib-file-head">
      <div>
        <h1 className="lib-file-name" data-testid="design-name">
          <Breakable text={name} />
        </h1>
        <ul className="lib-badges">
          {design.commercially_usable && <li>{t('design.commercialBadge')}</li>}
          {design.sponsored && <li>{t('design.sponsoredBadge')}</li>}
          {!design.mine && <li>{t('design.libraryBadge')}</li>}
        </ul>
      </div>
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
    </header>
  );
}
