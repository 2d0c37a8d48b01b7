/**
 * Stitch commands of the model. Plain numbers so a pattern's commands fit in a
 * Uint8Array and hot loops compare integers.
 */
export const STITCH = 0;
export const JUMP = 1;
export const TRIM = 2;
export const COLOR_CHANGE = 3;
export const STOP = 4;
export const END = 5;

export type Command =
  typeof STITCH | typeof JUMP | typeof TRIM | typeof COLOR_CHANGE | typeof STOP | typeof END;

export const COMMAND_NAMES = ['STITCH', 'JUMP', 'TRIM', 'COLOR_CHANGE', 'STOP', 'END'] as const;
