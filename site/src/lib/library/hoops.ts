/** A hoop's sewing field in mm. */
export interface Hoop {
  width: number;
  height: number;
}

/** A hoop the filter offers by name: its field in mm and the inch size machines print on it. */
export interface HoopPreset extends Hoop {
  inches: string;
}

// Sewing fields of the hoops home and semi-professional machines ship with (Brother, Janome,
// Bernina, Pfaff name them by these fields); sorted by area so the list reads small to large.
export const HOOP_PRESETS: readonly HoopPreset[] = [
  { width: 100, height: 100, inches: '4×4' },
  { width: 130, height: 180, inches: '5×7' },
  { width: 140, height: 200, inches: '5.5×8' },
  { width: 200, height: 200, inches: '8×8' },
  { width: 160, height: 260, inches: '6×10' },
  { width: 200, height: 300, inches: '8×12' },
  { width: 240, height: 360, inches: '9.5×14' },
  { width: 300, height: 360, inches: '12×14' },
];

/** True when a design of `width` × `height` mm fits `hoop`, turned either way. */
export function fitsHoop(size: { width: number; height: number }, hoop: Hoop): boolean {
  const upright = size.width <= hoop.width && size.height <= hoop.height;
  const turned = size.width <= hoop.height && size.height <= hoop.width;
  return upright || turned;
}

/** The smallest preset a design fits, or null when it is larger than every preset. */
export function smallestHoop(size: { width: number; height: number }): HoopPreset | null {
  return HOOP_PRESETS.find((hoop) => fitsHoop(size, hoop)) ?? null;
}

/** The preset of exactly this field (either orientation), or null for a custom hoop. */
export function presetOf(hoop: Hoop | null): HoopPreset | null {
  if (!hoop) return null;
  return (
    HOOP_PRESETS.find(
      (p) =>
        (p.width === hoop.width && p.height === hoop.height) ||
        (p.width === hoop.height && p.height === hoop.width),
    ) ?? null
  );
}

/** "130 × 180 mm" */
export function hoopLabel(hoop: Hoop): string {
  return `${hoop.width} × ${hoop.height} mm`;
}
