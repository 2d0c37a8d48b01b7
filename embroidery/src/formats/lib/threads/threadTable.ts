import type { Thread } from '../../../model/thread.ts';

/** One row of a thread chart: colour 0xRRGGBB, name, catalogue number. */
export type ThreadRow = readonly [color: number, description: string, catalogNumber: string];

/**
 * Builds a frozen thread chart from compact rows.
 * @param brand maker of the thread the chart describes
 * @param chart short name of the chart, stored on each thread
 * @param rows colour, description and catalogue number per index
 */
export function threadTable(
  brand: string,
  chart: string,
  rows: readonly ThreadRow[],
): readonly Thread[] {
  return Object.freeze(
    rows.map(([color, description, catalogNumber]) =>
      Object.freeze({ color, description, catalogNumber, brand, chart }),
    ),
  );
}

/**
 * The thread at `index` of a chart, wrapping around as the machines' firmware does for
 * out-of-range indices; a fresh copy so callers may edit it.
 */
export function threadAt(table: readonly Thread[], index: number): Thread {
  const size = table.length;
  const thread = table[((index % size) + size) % size];
  return thread ? { ...thread } : { color: 0 };
}
