import { FormatError } from '../model/formatError.ts';
import type { ThreadColor } from './threadChart.ts';

/** A GIMP palette read as a thread chart. */
export interface GplPalette {
  /** The `Name:` header without Ink/Stitch's `Ink/Stitch: ` prefix; '' when there is none. */
  name: string;
  colors: ThreadColor[];
  /** Codes seen again after their first colour; those later colours are left out. */
  duplicateCodes: string[];
}

// Some Ink/Stitch palettes end a line with the L,a,b the thread was measured at.
const LAB_COLUMN = /^-?\d+(\.\d+)?,-?\d+(\.\d+)?,-?\d+(\.\d+)?$/;
const COLOR_LINE = /^\s*(\d+)\s+(\d+)\s+(\d+)(?:\s+(.*))?$/;

/** Trims a thread name, folds runs of whitespace and turns Ink/Stitch's "N / A" into ''. */
export function cleanThreadName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return /^n ?\/ ?a$/i.test(clean) ? '' : clean;
}

function channel(text: string, offset: number, line: number): number {
  const value = Number(text);
  if (value > 255) throw new FormatError('gpl', offset, `line ${line}: ${value} is not 0–255`);
  return value;
}

function colorLine(text: string, offset: number, line: number): ThreadColor {
  const match = COLOR_LINE.exec(text);
  if (!match) throw new FormatError('gpl', offset, `line ${line}: expected "R G B name code"`);
  const [, r = '', g = '', b = '', rest = ''] = match;
  const words = rest.trim().split(/\s+/).filter(Boolean);
  if (words.length > 1 && LAB_COLUMN.test(words[words.length - 1]!)) words.pop();
  // Ink/Stitch's convention: the catalogue code is the last word, the name everything before.
  const code = words.pop();
  if (!code) throw new FormatError('gpl', offset, `line ${line}: the colour has no code`);
  const rgb = (channel(r, offset, line) << 16) | (channel(g, offset, line) << 8);
  return { code, name: cleanThreadName(words.join(' ')), rgb: rgb | channel(b, offset, line) };
}

/**
 * Reads a GIMP palette (`.gpl`) in Ink/Stitch's layout: one colour a line, `R G B`, the
 * name, then the catalogue code as the last word. A code that comes again keeps its first
 * colour. Comment lines (`#`), `Columns:` and blank lines are skipped.
 * @param text the file's text
 * @returns the palette's name and colours in file order
 * @throws FormatError when the header is missing or a colour line cannot be read
 */
export function parseGpl(text: string): GplPalette {
  const lines = [...text.replace(/^\uFEFF/, '').matchAll(/([^\r\n]*)(\r\n|\n|\r|$)/g)];
  if (lines[0]?.[1]?.trim().toLowerCase() !== 'gimp palette') {
    throw new FormatError('gpl', 0, 'the file does not start with "GIMP Palette"');
  }
  const palette: GplPalette = { name: '', colors: [], duplicateCodes: [] };
  const seen = new Set<string>();
  lines.slice(1).forEach(({ 1: line = '', index: offset = 0 }, index) => {
    const trimmed = line.trim();
    const header = /^(name|columns):(.*)$/i.exec(trimmed);
    if (header?.[1]?.toLowerCase() === 'name') {
      palette.name = cleanThreadName((header[2] ?? '').replace(/^\s*ink\/stitch:/i, ''));
    } else if (trimmed !== '' && !trimmed.startsWith('#') && !header) {
      const color = colorLine(line, offset, index + 2);
      if (seen.has(color.code)) palette.duplicateCodes.push(color.code);
      else palette.colors.push(color);
      seen.add(color.code);
    }
  });
  return palette;
}
