import { COLOURS, COLOUR_INFO, type Colour } from '@stickerei/shared/domain';
import { colourLabel } from '@stickerei/shared/i18n';
import { useT } from '../useT.ts';

/** The 15 colour keys as toggle swatches with their counts under the other filters. */
export function ColourFilter(props: {
  selected: readonly Colour[];
  counts: ReadonlyMap<string, number> | null;
  onChange: (colours: Colour[]) => void;
}) {
  const { language, t } = useT();
  const toggle = (colour: Colour) =>
    props.onChange(
      props.selected.includes(colour)
        ? props.selected.filter((c) => c !== colour)
        : [...props.selected, colour],
    );
  return (
    <fieldset className="lib-fieldset">
      <legend>{t('filter.colours')}</legend>
      <ul className="lib-swatches">
        {COLOURS.map((colour) => {
          const pressed = props.selected.includes(colour);
          const count = props.counts?.get(colour);
          const label = colourLabel(colour, language);
          return (
            <li key={colour}>
              <button
                type="button"
                className={count === 0 && !pressed ? 'lib-swatch lib-swatch-none' : 'lib-swatch'}
                aria-pressed={pressed}
                data-colour={colour}
                data-testid="colour-filter"
                title={count === undefined ? label : `${label} (${count})`}
                onClick={() => toggle(colour)}
              >
                <span className="lib-swatch-fill" style={{ background: COLOUR_INFO[colour].hex }} />
                <span className="visually-hidden">
                  {count === undefined ? label : t('filter.withCount', { label, count })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
