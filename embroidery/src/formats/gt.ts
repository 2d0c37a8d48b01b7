import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { ZSK_LAYOUT } from './lib/barudanLayouts.ts';
import { detectZskWithHeader, readZskWithHeader } from './dsz.ts';

const GT_LAYOUT = { ...ZSK_LAYOUT, format: 'gt' };

/**
 * Reads a Gold Thread GT file.
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readGt(bytes: Uint8Array): Pattern {
  return readZskWithHeader(bytes, GT_LAYOUT);
}

/**
 * Gold Thread GT: byte for byte the layout of DSZ (a Tajima header over ZSK records), so only
 * the file name tells them apart.
 */
export const gt: FormatModule = {
  id: 'gt',
  name: 'Gold Thread GT',
  extensions: ['gt'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: detectZskWithHeader,
  read: readGt,
};
