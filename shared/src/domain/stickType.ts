/** The four stick (embroidery) types of spec §3. */
export const STICK_TYPES = [
  'MULTIPLE_TYPES',
  'SINGLE_TYPE',
  'PARTS_MULTIPLE_TYPES',
  'PARTS_SINGLE_TYPE',
] as const;

export type StickType = (typeof STICK_TYPES)[number];

/** True when `value` is one of the four stick types. */
export function isStickType(value: unknown): value is StickType {
  return typeof value === 'string' && (STICK_TYPES as readonly string[]).includes(value);
}
