/**
 * The one error a reader or writer throws: which format, at which byte, and why
 * (CONVENTIONS.md). Anything else escaping a reader is a bug.
 */
export class FormatError extends Error {
  readonly format: string;
  readonly offset: number;
  readonly reason: string;
  constructor(format: string, offset: number, reason: string, options?: { cause?: unknown }) {
    super(`${format.toUpperCase()}: ${reason} (at byte ${offset})`, options);
    this.name = 'FormatError';
    this.format = format;
    this.offset = offset;
    this.reason = reason;
  }
}
