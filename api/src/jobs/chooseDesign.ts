import { meanColourDistance, motifPrintDistance, similarityDistance } from '@stickerei/embroidery';
import { motifStem } from '../imports/entryNames.ts';
import type { Queryable } from '../lib/db.ts';
import type { UploadAnalysis } from './analyseUpload.ts';
import type { JobRow } from './processingJobs.ts';

/**
 * When an upload is the same motif as one of the owner's designs (docs/processing.md "Joining",
 * calibrated with `bench/joinThreshold.ts` on the real corpus and on generated motifs). With
 * motif prints on both sides they decide: the same real motif in another format lies within 0.16
 * (a clean conversion at 0), different real motifs of one size from 1.0, while the coarse
 * similarity vector puts the same motif up to 0.33 apart when one format has no colours. Without
 * a print (designs saved before migration 037) the similarity vector decides: the same motif
 * within 0.18, the nearest different real motif at 0.25. Files of one import whose names say
 * different motifs need nearly equal prints.
 */
export const SAME_MOTIF = {
  /** Largest similarity distance, where a design has no motif print. */
  maxDistance: 0.2,
  /** Largest relative difference of the shorter and of the longer side (turned designs match). */
  maxSizeDifference: 0.03,
  /** Largest ratio of the stitch counts (formats split long stitches differently). */
  maxStitchRatio: 1.5,
  /** Largest motif print distance. */
  maxPrintDistance: 0.2,
  /** Largest distance of the mean thread colours when both name colours (another colourway). */
  maxColourDistance: 0.08,
  /** Largest print distance of files of one import whose names say different motifs. */
  maxPrintDistanceNamedApart: 0.01,
} as const;

/** What processing does with an upload. */
export type Placement =
  | { kind: 'new' }
  | { kind: 'join'; design: DesignCandidate }
  | { kind: 'unchanged'; designId: string; reason: string }
  | { kind: 'refused'; message: string }
  // An import's file the owner has already in this format, with other bytes: nothing is stored.
  | { kind: 'duplicate'; designId: string; reason: string };

/** One of the owner's designs an upload may join. */
export interface DesignCandidate {
  id: string;
  name: string;
  formats: string[];
  thread_count: number;
}

interface CandidateRow extends DesignCandidate {
  similarity: number[];
  motif_print: Uint8Array | null;
  /** Names of the design's files that came with the import being processed. */
  import_files: string[];
  design_width: number;
  design_height: number;
  stitch_count: number;
}

const sides = (w: number, h: number) => [Math.min(w, h), Math.max(w, h)] as const;

const identical = (name: string, format: string) =>
  `Identical to the ${format.toUpperCase()} file of "${name}", which you have already.`;

// Bounds of the owner's designs that can be the same motif, so the database filters first.
function searchWindow(
  analysis: Pick<UploadAnalysis, 'widthMm' | 'heightMm' | 'stitches'>,
): number[] {
  const [short, long] = sides(analysis.widthMm, analysis.heightMm);
  const f = 1 - SAME_MOTIF.maxSizeDifference;
  const r = SAME_MOTIF.maxStitchRatio;
  return [analysis.stitches / r, analysis.stitches * r, short * f, short / f, long * f, long / f];
}

// How far a candidate is from the file as a motif (null: not the same motif). Prints decide
// where both have one; the colours keep another colourway of one drawing apart; a design this
// import has filled already under other names needs a nearly equal print (a series of one size
// and style is not one motif because its drawings are alike).
function motifDistance(
  row: CandidateRow,
  file: { similarity: Float32Array; print: Uint8Array | undefined; name: string | null },
): number | null {
  const vector = Float32Array.from(row.similarity.map(Number));
  const colours = meanColourDistance(file.similarity, vector);
  if (colours !== null && colours > SAME_MOTIF.maxColourDistance) return null;
  const print =
    file.print && row.motif_print ? motifPrintDistance(file.print, row.motif_print) : null;
  const distance = print ?? similarityDistance(file.similarity, vector);
  if (distance > (print === null ? SAME_MOTIF.maxDistance : SAME_MOTIF.maxPrintDistance))
    return null;
  if (row.import_files.length === 0 || file.name === null) return distance;
  const stem = motifStem(file.name);
  if (row.import_files.some((name) => motifStem(name) === stem)) return distance;
  return print !== null && print <= SAME_MOTIF.maxPrintDistanceNamedApart ? distance : null;
}

/**
 * The owner's design nearest to an analysed file that is the same motif, or null.
 * @param options.format only designs that lack this format (null: any design)
 * @param options.importId the import the file came with (its files are compared by name too)
 * @param options.fileName the file's name
 */
export async function nearestSameMotif(
  tx: Queryable,
  ownerId: string,
  analysis: Pick<UploadAnalysis, 'similarity' | 'widthMm' | 'heightMm' | 'stitches'> & {
    motifPrint?: Uint8Array;
  },
  options: { format: string | null; importId: string | null; fileName: string | null },
): Promise<DesignCandidate | null> {
  const { rows } = await tx.query<CandidateRow>(
    `SELECT id, name, formats, jsonb_array_length(threads) AS thread_count, similarity,
       design_width, design_height, stitch_count, motif_print,
       ARRAY(SELECT f.file_name FROM design_file AS f
             WHERE f.design_id = design.id AND f.import_id = $9::uuid) AS import_files
     FROM design
     WHERE owner_id = $1 AND similarity IS NOT NULL AND ($2::text IS NULL OR NOT ($2 = ANY (formats)))
       AND stitch_count BETWEEN $3::float8 AND $4::float8
       AND least(design_width, design_height) BETWEEN $5::float8 AND $6::float8
       AND greatest(design_width, design_height) BETWEEN $7::float8 AND $8::float8`,
    [ownerId, options.format, ...searchWindow(analysis), options.importId],
  );
  const file = {
    similarity: Float32Array.from(analysis.similarity),
    print: analysis.motifPrint,
    name: options.fileName,
  };
  let best: CandidateRow | null = null;
  let bestDistance = Infinity;
  for (const row of rows) {
    const distance = motifDistance(row, file);
    if (distance !== null && distance < bestDistance) {
      best = row;
      bestDistance = distance;
    }
  }
  return (
    best && { id: best.id, name: best.name, formats: best.formats, thread_count: best.thread_count }
  );
}

async function intoTarget(
  tx: Queryable,
  job: JobRow,
  analysis: UploadAnalysis,
): Promise<Placement> {
  const { rows } = await tx.query<DesignCandidate & { owner_id: string | null }>(
    `SELECT id, name, owner_id, formats, jsonb_array_length(threads) AS thread_count
     FROM design WHERE id = $1 FOR UPDATE`,
    [job.target_design_id],
  );
  const design = rows[0];
  if (!design || design.owner_id !== job.owner_id) {
    return { kind: 'refused', message: 'The design this file was added to no longer exists.' };
  }
  if (!design.formats.includes(analysis.format)) return { kind: 'join', design };
  const { rows: files } = await tx.query<{ sha256: string }>(
    'SELECT sha256 FROM design_file WHERE design_id = $1 AND format = $2',
    [design.id, analysis.format],
  );
  if (files.some((f) => f.sha256 === job.sha256))
    return {
      kind: 'unchanged',
      designId: design.id,
      reason: identical(design.name, analysis.format),
    };
  return {
    kind: 'refused',
    message: `This design already has a ${analysis.format.toUpperCase()} file. Upload the file on its own to keep it as a new design.`,
  };
}

/**
 * Decides where an analysed upload goes (docs/processing.md "Joining"): into the design it was
 * added to; into the owner's design that already holds the same bytes; into the owner's
 * nearest design of the same motif that lacks this format; or a new design.
 * Call inside the owner's lock, so two uploads of one motif cannot both create a design.
 */
export async function chooseDesign(
  tx: Queryable,
  job: JobRow,
  analysis: UploadAnalysis,
): Promise<Placement> {
  if (job.target_design_id) return intoTarget(tx, job, analysis);
  const { rows } = await tx.query<{ design_id: string; name: string; format: string }>(
    `SELECT f.design_id, d.name, f.format FROM design_file AS f JOIN design AS d ON d.id = f.design_id
     WHERE d.owner_id = $1 AND f.sha256 = $2 LIMIT 1`,
    [job.owner_id, job.sha256],
  );
  if (rows[0])
    return {
      kind: 'unchanged',
      designId: rows[0].design_id,
      reason: identical(rows[0].name, rows[0].format),
    };
  // An import reports the same motif in a format the design has as a duplicate; a single upload
  // keeps such a file as a design of its own (docs/processing.md "Joining").
  const twin = await nearestSameMotif(tx, job.owner_id, analysis, {
    format: job.import_id ? null : analysis.format,
    importId: job.import_id,
    fileName: job.file_name,
  });
  if (twin && twin.formats.includes(analysis.format))
    return {
      kind: 'duplicate',
      designId: twin.id,
      reason: `The same motif as "${twin.name}", which has a ${analysis.format.toUpperCase()} file already.`,
    };
  return twin ? { kind: 'join', design: twin } : { kind: 'new' };
}
