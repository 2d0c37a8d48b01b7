import type { Pattern } from './pattern.ts';

/** What a format can hold (CONVENTIONS.md: every format module declares its limits). */
export interface FormatLimits {
  /** Longest stitch in 0.1 mm along either axis; longer stitches are split on write. */
  maxStitch: number;
  /** Longest single jump move in 0.1 mm along either axis. */
  maxJump: number;
  /** Most colour blocks (entries of the file's colour list) the file can hold, or Infinity. */
  maxColors: number;
  /** True when colours come from a fixed thread table rather than free RGB. */
  paletteOnly: boolean;
}

/** Choices a writer may offer; a writer ignores the ones it has no use for. */
export interface WriteOptions {
  /** File version to write where a format has several (PES: 1 or 6). */
  version?: number;
}

/** The shape every format module has: id, extensions, limits, read, and write where supported. */
export interface FormatModule {
  id: string;
  name: string;
  extensions: readonly string[];
  limits: FormatLimits;
  /** How sure this module is that `bytes` are its format: 0 (no) to 1 (magic number matched). */
  detect(bytes: Uint8Array): number;
  /** @throws FormatError */
  read(bytes: Uint8Array): Pattern;
  /** @throws FormatError */
  write?(pattern: Pattern, options?: WriteOptions): Uint8Array;
}
