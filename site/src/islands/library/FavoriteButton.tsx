import { Icon } from './Icon.tsx';
import { useT } from './useT.ts';

/** The heart on a card or in a detail view: a toggle button with the design's name in its label. */
export function FavoriteButton(props: {
  name: string;
  pressed: boolean;
  onToggle: () => void;
  className?: string;
  withText?: boolean;
}) {
  const { t } = useT();
  const label = props.pressed
    ? t('favorite.remove', { name: props.name })
    : t('favorite.add', { name: props.name });
  return (
    <button
      type="button"
      className={`lib-favorite ${props.className ?? ''}`}
      aria-pressed={props.pressed}
      aria-label={props.withText ? undefined : label}
      title={label}
      data-testid="favorite-toggle"
      onClick={props.onToggle}
    >
      <Icon name="heart" filled={props.pressed} size={props.withText ? 18 : 20} />
      {props.withText && (
        <span>{props.pressed ? t('favorite.isFavorite') : t('favorite.addShort')}</span>
      )}
    </button>
  );
}
