import type { Colour } from '@stickerei/shared/domain';
import { analysePattern, FormatError, readPattern, type Thread } from '@stickerei/embroidery';
import { PREVIEW_SIZES } from '../lib/previewUrl.ts';
import { renderPreviews } from './renderPreviews.ts';

/** What processing learns from an upload's bytes (DESIGN.md §6 "Derive" and "Render"). */
export interface UploadAnalysis {
  /** Format id of the reader that read it (`pes`, `dst`, …). */
  format: string;
  widthMm: number;
  heightMm: number;
  stitches: number;
  jumps: number;
  trims: number;
  colorChanges: number;
  stitchBlockCount: number;
  threads: Thread[];
  colorPalette: Colour[];
  /** 32 floats, L2-normalised. */
  similarity: number[];
  /** One PNG per size of PREVIEW_SIZES. */
  previews: Array<{ size: number; png: Uint8Array }>;
}

/** The steps reported as progress while an upload is analysed. */
export type AnalysisStage = 'read' | 'analysed' | 'rendered';

/** An upload that cannot be processed whatever is tried again: the job fails with `message`. */
export class UnprocessableUploadError extends Error {
  override name = 'UnprocessableUploadError';
}

/**
 * Reads, analyses and renders an upload. Runs in a worker thread (analysisPool.ts).
 * @throws UnprocessableUploadError with the reader's message for an unreadable file
 */
export function analyseUpload(
  bytes: Uint8Array,
  fileName: string,
  onStage: (stage: AnalysisStage) => void = () => {},
): UploadAnalysis {
  let read;
  try {
    read = readPattern(bytes, fileName);
  } catch (error) {
    if (error instanceof FormatError) throw new UnprocessableUploadError(error.message);
    throw error;
  }
  const { format, pattern } = read;
  onStage('read');
  const analysis = analysePattern(pattern);
  onStage('analysed');
  const previews = renderPreviews(pattern, PREVIEW_SIZES);
  onStage('rendered');
  return {
    format: format.id,
    widthMm: analysis.widthMm,
    heightMm: analysis.heightMm,
    stitches: analysis.stitches,
    jumps: analysis.jumps,
    trims: analysis.trims,
    colorChanges: analysis.colorChanges,
    stitchBlockCount: analysis.stitchBlockCount,
    threads: analysis.threads,
    colorPalette: analysis.colorPalette,
    similarity: Array.from(analysis.similarity),
    previews,
  };
}
