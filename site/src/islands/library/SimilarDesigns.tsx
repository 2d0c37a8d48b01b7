import { getSimilarDesigns } from '@stickerei/shared/api-client';
import { designFromRecord, type Design } from '@stickerei/shared/domain';
import { useEffect, useState, type MouseEvent } from 'react';
import { formatSize } from '../../lib/library/formatting.ts';
import { errorText } from '../../lib/library/errors.ts';
import { libraryApi } from '../../lib/library/session.ts';
import { Preview } from './Preview.tsx';
import { useT } from './useT.ts';
import { Breakable } from './Breakable.tsx';

type Similar = Design & { distance: number; own: boolean };

/** Where a similar design opens: own designs on their file page, library designs in the library. */
export function similarHref(design: { id: string; own: boolean }): string {
  return design.own
    ? `/files/${encodeURIComponent(design.id)}`
    : `/?design=${encodeURIComponent(design.id)}`;
}

/**
 * The designs most like `id`, nearest first (near-duplicates such as the same motif in another
 * format come first). `onOpen` shows a library design in place instead of following the link.
 */
export function SimilarDesigns(props: { id: string; onOpen?: (id: string) => void }) {
  const { language, t } = useT();
  const [items, setItems] = useState<Similar[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    setItems(null);
    setError(null);
    getSimilarDesigns(libraryApi().client, props.id).then(
      (response) => {
        if (!live) return;
        setItems(
          response.items
            .filter((record) => record.id !== props.id)
            .map((record) => ({
              ...designFromRecord(record),
              distance: record.distance,
              own: Boolean(record.owner),
            })),
        );
      },
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [props.id]);

  const open = (event: MouseEvent, design: Similar) => {
    if (!props.onOpen || design.own || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    props.onOpen(design.id);
  };

  return (
    <section className="lib-similar" aria-labelledby={`similar-${props.id}`}>
      <h3 id={`similar-${props.id}`}>{t('similar.heading')}</h3>
      {error ? (
        <p className="lib-error-text">{errorText(error, t('similar.failed'))}</p>
      ) : items === null ? (
        <p className="muted" aria-busy="true">
          {t('similar.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="muted">{t('similar.none')}</p>
      ) : (
        <ol className="lib-similar-list" data-testid="similar-list">
          {items.map((design) => (
            <li key={design.id} data-design-id={design.id}>
              <a href={similarHref(design)} onClick={(event) => open(event, design)}>
                <Preview src={design.representative_image_url} alt="" size={128} />
                <span className="lib-similar-name">
                  <Breakable text={design.name || t('design.unnamed')} />
                </span>
                <span className="lib-similar-size">
                  {formatSize(design.design_width, design.design_height, language)}
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
