import type { Colour } from '@stickerei/shared/domain';
import {
  analysePattern,
  FormatError,
  readPattern,
  type Pattern,
  type Thread,
} from '@stickerei/embroidery';
import { PROCESSING_PREVIEW_SIZES } from '../lib/previewUrl.ts';
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
  /** Stops (the machine halts, e.g. for an appliqué piece). */
  stops: number;
  colorChanges: number;
  stitchBlockCount: number;
  threads: Thread[];
  colorPalette: Colour[];
  /** 32 floats, L2-normalised. */
  similarity: number[];
  /** Where the thread lies on a fine grid (`motifPrint`): tells one motif from another. */
  motifPrint: Uint8Array;
  /** One PNG per size of PROCESSING_PREVIEW_SIZES. */
  previews: Array<{ size: number; png: Uint8Array }>;
}

/** The steps reported as progress while an upload is analysed. */
export type AnalysisStage = 'read' | 'analysed' | 'rendered';

/** An upload that cannot be processed whatever is tried again: the job fails with `message`. */
export class UnprocessableUploadError extends Error {
  override name = 'UnprocessableUploadError';
}

// The reader's message names the format, the byte offset and the reason.
function read(bytes: Uint8Array, fileName: string) {
  try {
    return readPattern(bytes, fileName);
  } catch (error) {
    if (error instanceof FormatError) throw new UnprocessableUploadError(error.message);
    throw error;
  }
}

/**
 * Reads, analyses and renders an upload. Runs in a worker thread (analysisPool.ts).
 * @throws UnprocessableUploadError with the reader's message for an unreadable file
 */
export async function analyseUpload(
  bytes: Uint8Array,
  fileName: string,
  onStage: (stage: AnalysisStage) => void = () => {},
): Promise<UploadAnalysis> {
  const { format, pattern } = read(bytes, fileName);
  onStage('read');
  const analysis = analysePattern(pattern);
  onStage('analysed');
  const previews = await renderPreviews(pattern, PROCESSING_PREVIEW_SIZES);
  onStage('rendered');
  return {
    format: format.id,
    widthMm: analysis.widthMm,
    heightMm: analysis.heightMm,
    stitches: analysis.stitches,
    jumps: analysis.jumps,
    trims: analysis.trims,
    stops: analysis.stops,
    colorChanges: analysis.colorChanges,
    stitchBlockCount: analysis.stitchBlockCount,
    threads: analysis.threads,
    colorPalette: analysis.colorPalette,
    similarity: Array.from(analysis.similarity),
    motifPrint: analysis.motifPrint,
    previews,
  };
}

/** What a preview is rendered from: a stored file's bytes, or a pattern at hand (test data). */
export type PreviewSource = { bytes: Uint8Array; fileName: string } | { pattern: Pattern };

/**
 * One PNG preview of a stored design file or a pattern. Runs in a worker thread.
 * @throws UnprocessableUploadError with the reader's message for an unreadable file
 */
export async function renderPreview(source: PreviewSource, size: number): Promise<Uint8Array> {
  const pattern =
    'pattern' in source ? source.pattern : read(source.bytes, source.fileName).pattern;
  const [preview] = await renderPreviews(pattern, [size]);
  return preview!.png;
}
