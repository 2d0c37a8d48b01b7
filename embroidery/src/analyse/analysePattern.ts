import type { Colour } from './colourFamilies.ts';
import type { Pattern } from '../model/pattern.ts';
import { commandSummary } from './commandSummary.ts';
import { colourPalette, DEFAULT_MIN_SHARE } from './palette.ts';
import { motifPrint } from './motifPrint.ts';
import { similarityVector } from './similarity.ts';
import { patternStatistics, type PatternStatistics } from './statistics.ts';

/** Everything the library derives from a design file. */
export interface PatternAnalysis extends PatternStatistics {
  /** Colour keys by stitch share (spec: color_palette). */
  colorPalette: Colour[];
  /** 32 floats, L2-normalised (see SIMILARITY_LAYOUT). */
  similarity: Float32Array;
  /** Where the thread lies on a fine grid: tells one motif from another (see motifPrint). */
  motifPrint: Uint8Array;
}

/**
 * Statistics, palette and similarity vector of a pattern.
 * @param pattern a pattern read by any format module
 */
export function analysePattern(pattern: Pattern): PatternAnalysis {
  const summary = commandSummary(pattern);
  return {
    ...patternStatistics(pattern, summary),
    colorPalette: colourPalette(pattern, DEFAULT_MIN_SHARE, summary),
    similarity: similarityVector(pattern, summary),
    motifPrint: motifPrint(pattern),
  };
}
