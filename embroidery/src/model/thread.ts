/** One thread of a pattern: colour as 0xRRGGBB plus what the file says about it. */
export interface Thread {
  color: number;
  description?: string;
  brand?: string;
  catalogNumber?: string;
  /** Chart or thread table the colour came from, e.g. 'PEC', 'Janome'. */
  chart?: string;
}

/** `#rrggbb` of a thread colour. */
export function threadHex(color: number): string {
  return `#${(color & 0xffffff).toString(16).padStart(6, '0')}`;
}
