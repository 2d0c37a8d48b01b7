import { readFileSync } from 'node:fs';
import { analysePattern } from '../analyse/analysePattern.ts';
import { threadHex } from '../model/thread.ts';
import { readPattern } from '../registry.ts';
import { errorMessage, type CliIo } from './io.ts';

/** One file's line in `stickerei inspect --json` (field names as in issue 4 item 8). */
export interface InspectRecord {
  file: string;
  format?: string;
  width_mm?: number;
  height_mm?: number;
  stitches?: number;
  jumps?: number;
  trims?: number;
  color_changes?: number;
  stitch_block_count?: number;
  extents?: [number, number, number, number];
  threads?: {
    hex: string;
    description: string | null;
    brand: string | null;
    catalog_number: string | null;
  }[];
  color_palette?: string[];
  error?: string;
}

/**
 * Reads and analyses one file.
 * @returns its record, with `error` set when it cannot be read
 */
export function inspectFile(file: string): InspectRecord {
  try {
    const { format, pattern } = readPattern(new Uint8Array(readFileSync(file)), file);
    const a = analysePattern(pattern);
    return {
      file,
      format: format.id,
      width_mm: a.widthMm,
      height_mm: a.heightMm,
      stitches: a.stitches,
      jumps: a.jumps,
      trims: a.trims,
      color_changes: a.colorChanges,
      stitch_block_count: a.stitchBlockCount,
      extents: a.extents,
      threads: a.threads.map((t) => ({
        hex: threadHex(t.color),
        description: t.description ?? null,
        brand: t.brand ?? null,
        catalog_number: t.catalogNumber ?? null,
      })),
      color_palette: a.colorPalette,
    };
  } catch (error) {
    return { file, error: errorMessage(error) };
  }
}

function describe(r: InspectRecord): string {
  const threads = (r.threads ?? []).map((t) =>
    `    ${t.hex}  ${[t.description, t.brand, t.catalog_number].filter(Boolean).join(' · ')}`.trimEnd(),
  );
  return [
    r.file,
    `  format              ${r.format}`,
    `  size                ${r.width_mm} × ${r.height_mm} mm`,
    `  stitches            ${r.stitches}`,
    `  jumps / trims       ${r.jumps} / ${r.trims}`,
    `  color changes       ${r.color_changes}`,
    `  stitch blocks       ${r.stitch_block_count}`,
    `  extents (0.1 mm)    [${r.extents?.join(', ')}]`,
    `  threads             ${r.threads?.length ? '' : 'none named by the file'}`.trimEnd(),
    ...threads,
    `  color palette       ${r.color_palette?.join(', ') || '–'}`,
  ].join('\n');
}

/**
 * `stickerei inspect FILE… [--json]`: prints each file's statistics, or its error on stderr.
 * @returns the exit status: 1 when any file failed
 */
export function inspect(files: readonly string[], json: boolean, io: CliIo): number {
  const records = files.map(inspectFile);
  for (const r of records) if (r.error) io.err(`${r.file}: ${r.error}`);
  if (json) io.out(JSON.stringify(records, null, 2));
  else
    io.out(
      records
        .filter((r) => !r.error)
        .map(describe)
        .join('\n\n'),
    );
  return records.some((r) => r.error) ? 1 : 0;
}
