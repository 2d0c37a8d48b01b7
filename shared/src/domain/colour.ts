/**
 * The 15 colour keys of spec §3 with English and German labels and the sRGB value that stands
 * for each key (used for swatches and as the palette's reference points).
 */
export const COLOUR_INFO = {
  BLACK: { en: 'Black', de: 'Schwarz', hex: '#1a1a1a' },
  BLUE: { en: 'Blue', de: 'Blau', hex: '#1f4fd1' },
  BLUE_VIOLET: { en: 'Blue violet', de: 'Blauviolett', hex: '#5a3fc0' },
  BLUE_GREEN: { en: 'Blue green', de: 'Blaugrün', hex: '#0f8f86' },
  CYAN: { en: 'Cyan', de: 'Cyan', hex: '#2bb8e0' },
  GRAY: { en: 'Gray', de: 'Grau', hex: '#8c8c8c' },
  GREEN: { en: 'Green', de: 'Grün', hex: '#2e9e3e' },
  MAGENTA: { en: 'Magenta', de: 'Magenta', hex: '#d02a9a' },
  ORANGE: { en: 'Orange', de: 'Orange', hex: '#f28c1c' },
  RED_ORANGE: { en: 'Red orange', de: 'Rotorange', hex: '#e8531f' },
  RED: { en: 'Red', de: 'Rot', hex: '#c81e28' },
  VIOLET: { en: 'Violet', de: 'Violett', hex: '#8a3fb0' },
  WHITE: { en: 'White', de: 'Weiß', hex: '#f7f7f2' },
  YELLOW: { en: 'Yellow', de: 'Gelb', hex: '#f5d018' },
  YELLOW_GREEN: { en: 'Yellow green', de: 'Gelbgrün', hex: '#9cc43a' },
} as const satisfies Record<string, { en: string; de: string; hex: string }>;

export type Colour = keyof typeof COLOUR_INFO;

/** The 15 colour keys in the order of spec §3. */
export const COLOURS = Object.keys(COLOUR_INFO) as Colour[];

/** True when `value` is one of the 15 colour keys. */
export function isColour(value: unknown): value is Colour {
  return typeof value === 'string' && Object.hasOwn(COLOUR_INFO, value);
}
