import { COLOUR_FAMILY_HEX, type Colour } from '@stickerei/embroidery';

export type { Colour };

const LABELS: Record<Colour, { en: string; de: string }> = {
  BLACK: { en: 'Black', de: 'Schwarz' },
  BLUE: { en: 'Blue', de: 'Blau' },
  BLUE_VIOLET: { en: 'Blue violet', de: 'Blauviolett' },
  BLUE_GREEN: { en: 'Blue green', de: 'Blaugrün' },
  CYAN: { en: 'Cyan', de: 'Cyan' },
  GRAY: { en: 'Gray', de: 'Grau' },
  GREEN: { en: 'Green', de: 'Grün' },
  MAGENTA: { en: 'Magenta', de: 'Magenta' },
  ORANGE: { en: 'Orange', de: 'Orange' },
  RED_ORANGE: { en: 'Red orange', de: 'Rotorange' },
  RED: { en: 'Red', de: 'Rot' },
  VIOLET: { en: 'Violet', de: 'Violett' },
  WHITE: { en: 'White', de: 'Weiß' },
  YELLOW: { en: 'Yellow', de: 'Gelb' },
  YELLOW_GREEN: { en: 'Yellow green', de: 'Gelbgrün' },
};

/**
 * The 15 colour keys of spec §3 with English and German labels and the sRGB value that stands
 * for each key (the embroidery library's colour families: swatches and palette reference points).
 */
export const COLOUR_INFO = Object.fromEntries(
  Object.entries(LABELS).map(([key, label]) => [
    key,
    { ...label, hex: COLOUR_FAMILY_HEX[key as Colour] },
  ]),
) as Record<Colour, { en: string; de: string; hex: string }>;

/** The 15 colour keys in the order of spec §3. */
export const COLOURS = Object.keys(COLOUR_INFO) as Colour[];

/** True when `value` is one of the 15 colour keys. */
export function isColour(value: unknown): value is Colour {
  return typeof value === 'string' && Object.hasOwn(COLOUR_INFO, value);
}
