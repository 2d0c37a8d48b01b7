import { COLOUR_FAMILIES, COLOUR_FAMILY_HEX, type Colour } from './colourFamilies.ts';
import { ciede2000, parseHex, rgbToLab, type Lab } from './colourSpace.ts';

// Each key is represented by its swatch (COLOUR_FAMILY_HEX) plus the thread shades people file under
// it, so that navy still counts as blue, brown as orange and pink as magenta: the 15 keys have no
// brown, pink or beige of their own.
const EXTRA_REFERENCES: Record<Colour, string[]> = {
  BLACK: ['#000000', '#2a2a2e'],
  BLUE: ['#0000ff', '#1b2a6b', '#3a6fe8', '#14245a'],
  BLUE_VIOLET: ['#4b2aa8', '#6a5acd'],
  BLUE_GREEN: ['#008080', '#2a9d8f', '#0b5f5a'],
  CYAN: ['#00ffff', '#87ceeb', '#48b5d8'],
  GRAY: ['#c0c0c0', '#5e5e5e', '#a8a8a0'],
  GREEN: ['#00a000', '#1e5a2a', '#8fd88f', '#3cb371'],
  MAGENTA: ['#ff00ff', '#f48cc2', '#ff4fa3', '#f7c6d9'],
  ORANGE: ['#ff9900', '#8b5a2b', '#c8945a', '#5c3a1e', '#d2a679'],
  RED_ORANGE: ['#ff4500', '#e2725b'],
  RED: ['#ff0000', '#7a1020', '#a01828', '#e03c3c'],
  VIOLET: ['#800080', '#b48fd8', '#5e2a72'],
  WHITE: ['#ffffff', '#efe6d0', '#e8e8e8'],
  YELLOW: ['#ffff00', '#e0b000', '#fff3a0', '#f0e68c'],
  YELLOW_GREEN: ['#7cfc00', '#7f8b2a', '#c5e35a'],
};

interface Reference {
  key: Colour;
  lab: Lab;
}

const REFERENCES: Reference[] = COLOUR_FAMILIES.flatMap((key) =>
  [COLOUR_FAMILY_HEX[key], ...EXTRA_REFERENCES[key]].map((hex) => ({
    key,
    lab: rgbToLab(parseHex(hex)),
  })),
);

const cache = new Map<number, Colour>();

/**
 * The colour key (spec §3) nearest to a thread colour: CIEDE2000 distance in CIELAB to the
 * keys' reference colours.
 * @param color 0xRRGGBB
 */
export function nearestColourKey(color: number): Colour {
  const rgb = color & 0xffffff;
  const hit = cache.get(rgb);
  if (hit) return hit;
  const lab = rgbToLab(rgb);
  let best: Colour = 'BLACK';
  let bestDistance = Infinity;
  for (const reference of REFERENCES) {
    const distance = ciede2000(lab, reference.lab);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = reference.key;
    }
  }
  if (cache.size < 4096) cache.set(rgb, best);
  return best;
}
