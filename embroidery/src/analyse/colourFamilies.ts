/**
 * The 15 colour families a design's palette is described with (the keys of Stickerei's colour
 * filter), each with the sRGB value that stands for it: the swatch shown to users and the first
 * reference point of `nearestColourKey`.
 */
export const COLOUR_FAMILY_HEX = {
  BLACK: '#1a1a1a',
  BLUE: '#1f4fd1',
  BLUE_VIOLET: '#5a3fc0',
  BLUE_GREEN: '#0f8f86',
  CYAN: '#2bb8e0',
  GRAY: '#8c8c8c',
  GREEN: '#2e9e3e',
  MAGENTA: '#d02a9a',
  ORANGE: '#f28c1c',
  RED_ORANGE: '#e8531f',
  RED: '#c81e28',
  VIOLET: '#8a3fb0',
  WHITE: '#f7f7f2',
  YELLOW: '#f5d018',
  YELLOW_GREEN: '#9cc43a',
} as const satisfies Record<string, string>;

/** One of the 15 colour families. */
export type Colour = keyof typeof COLOUR_FAMILY_HEX;

/** The 15 colour families in a fixed order (black first, yellow green last). */
export const COLOUR_FAMILIES = Object.keys(COLOUR_FAMILY_HEX) as Colour[];
