import { COLOUR_INFO, isColour } from '@stickerei/shared/domain';
import { colourLabel } from '@stickerei/shared/i18n';
import { useT } from './useT.ts';

/** The design's colour keys as swatches: small dots on cards, named chips in detail views. */
export function Palette(props: { colours: readonly string[]; large?: boolean }) {
  const { language, t } = useT();
  const colours = props.colours.filter(isColour);
  if (colours.length === 0) return null;
  if (props.large) {
    return (
      <ul className="lib-palette lib-palette-large">
        {colours.map((colour) => (
          <li key={colour}>
            <span className="lib-dot" style={{ background: COLOUR_INFO[colour].hex }} />
            {colourLabel(colour, language)}
          </li>
        ))}
      </ul>
    );
  }
  const names = colours.map((c) => colourLabel(c, language)).join(', ');
  return (
    <p className="lib-palette">
      <span className="visually-hidden">{t('design.paletteNamed', { colours: names })}</span>
      {colours.map((colour) => (
        <span
          key={colour}
          className="lib-dot"
          aria-hidden="true"
          title={colourLabel(colour, language)}
          style={{ background: COLOUR_INFO[colour].hex }}
        />
      ))}
    </p>
  );
}
