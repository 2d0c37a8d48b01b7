/** What a conversion into a format loses or limits (docs/format-check.md lists the facts). */
export type FormatWarningCode =
  | 'colours-not-stored'
  | 'colours-approximated'
  | 'too-large'
  | 'long-stitches-split'
  | 'jumps-split'
  | 'name-truncated'
  | 'name-characters-replaced'
  | 'name-not-stored'
  | 'commands-dropped'
  | 'too-many-colours'
  | 'too-many-stitches';

/** One thing the download loses or limits: a code for translation, its numbers, and English. */
export interface FormatWarning {
  code: FormatWarningCode;
  /** English, one sentence, with the numbers. */
  message: string;
  /** The numbers (and names) of the message, so a UI can build its own sentence by code. */
  params: Record<string, string | number>;
}

/** The answer for one format. */
export interface FormatCheck {
  /** The format's id (lower case), also when it was asked for by extension or in capitals. */
  format: string;
  /** True when there is nothing to warn about. */
  ok: boolean;
  /** False when our writer refuses the design (a warning says why): the download would fail. */
  writable: boolean;
  warnings: FormatWarning[];
}

/** Thrown for a format id the library does not know or cannot write (an api answers 400). */
export class UnknownFormatError extends Error {
  readonly code = 'unknown-format';
  readonly formatId: string;
  constructor(formatId: string, writable: readonly string[]) {
    super(`"${formatId}" is not a format we write; choose one of ${writable.join(', ')}`);
    this.name = 'UnknownFormatError';
    this.formatId = formatId;
  }
}

/** Millimetres with one decimal from 0.1 mm units, as messages show them. */
export function mm(units: number): string {
  return (units / 10).toFixed(1);
}

/** A count with thousands separators, as messages show it. */
export function num(count: number): string {
  return count.toLocaleString('en-US');
}

/** `1 stitch` / `3 stitches`. */
export function plural(count: number, one: string, many: string): string {
  return `${num(count)} ${count === 1 ? one : many}`;
}
