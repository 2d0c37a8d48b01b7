import type { LibraryFilters } from './filters.ts';
import type { Params } from './filterSql.ts';
import {
  DEFAULT_MACHINE_PROFILE,
  type ListSort,
  type MachineProfile,
} from '@stickerei/shared/domain';
import { isDefaultProfile, maxStitches, runSecondsSql } from './runningTime.ts';
import { sortKey } from './sorting.ts';

// The size box (issue 16, docs/library.md "A narrow path through the sizes"): width, height,
// stitch count, area and running time (default profile) of a library design as one point of the
// GiST index design_lib_box_idx (migration 045). Size ranges, a hoop, the caller's hoops and "at
// most N minutes" each bound that point — the hoops as two boxes each (the design either way
// round), the minutes as the most stitches they allow — so together they are a union of boxes
// that every match lies in. Each filter alone is broad (a third of the library is under 100 mm
// wide), and where two or three of them meet the matches are few but no btree index leads to
// them; the GiST index finds the points in a union of boxes directly (743 designs of a million
// in about 1 ms).

/**
 * The point's coordinates over `design AS d`: the last two are the size and time sort keys as
 * sorting.ts spells them (the running time on the default profile), so that the index can walk
 * those orders.
 */
const POINT = [
  'd.design_width',
  'd.design_height',
  'd.stitch_count',
  sortKey('size', DEFAULT_MACHINE_PROFILE).expr,
  runSecondsSql(DEFAULT_MACHINE_PROFILE),
];
type Point = [number, number, number, number, number];

/** One box: [min, max] of width (mm), height (mm), stitch count, area (mm²), seconds. */
export interface Box {
  min: Readonly<Point>;
  max: Readonly<Point>;
}

/** The index's point, spelled as design_lib_box_idx spells it (migration 045). */
export const BOX_POINT_SQL = `cube(ARRAY[${POINT.map((c) => `${c}::float8`).join(', ')}])`;

/** Beyond any size or stitch count a design has: the open end of a range. */
const FAR = 1e12;

/** Most boxes a union may have before it is not worth a path of its own (hoops × my hoops). */
const MAX_BOXES = 16;

const DIMS = [0, 1, 2, 3, 4];

function intersect(a: Box, b: Box): Box | null {
  const min = DIMS.map((i) => Math.max(a.min[i]!, b.min[i]!)) as Point;
  const max = DIMS.map((i) => Math.min(a.max[i]!, b.max[i]!)) as Point;
  return min.every((v, i) => v <= max[i]!) ? { min, max } : null;
}

// Sizes are stored as real (float4) and compared as real by the filters, the box compares them as
// float8: a hair of slack keeps every match inside (the filters themselves still decide).
const SLACK = 1e-5;
const low = (mm: number | null) => (mm === null ? -FAR : mm - SLACK * Math.max(1, Math.abs(mm)));
const high = (mm: number | null) => (mm === null ? FAR : mm + SLACK * Math.max(1, Math.abs(mm)));

// The boxes of designs fitting a W × H hoop either way round.
function hoopBoxes(hoop: { width: number; height: number }): Box[] {
  const fit = (w: number, h: number): Box => ({
    min: [-FAR, -FAR, -FAR, -FAR, -FAR],
    max: [high(w), high(h), FAR, FAR, FAR],
  });
  return [fit(hoop.width, hoop.height), fit(hoop.height, hoop.width)];
}

/**
 * The union of boxes every design matching the size filters lies in, or null when the filters
 * bound no size (nothing for the box index to narrow). An empty union means no design can match.
 * `stitchLimit` is the most stitches `maxMinutes` allows on the caller's machine.
 */
export function sizeBoxes(f: LibraryFilters, stitchLimit: number | null): Box[] | null {
  const bounded =
    f.width.min !== null ||
    f.width.max !== null ||
    f.height.min !== null ||
    f.height.max !== null ||
    f.hoop !== null ||
    f.myHoops !== null ||
    stitchLimit !== null;
  if (!bounded) return null;
  const base: Box = {
    min: [low(f.width.min), low(f.height.min), -FAR, -FAR, -FAR],
    max: [high(f.width.max), high(f.height.max), stitchLimit ?? FAR, FAR, FAR],
  };
  let boxes: Box[] = [base];
  const unions: Box[][] = [];
  if (f.hoop) unions.push(hoopBoxes(f.hoop));
  if (f.myHoops) unions.push(f.myHoops.flatMap(hoopBoxes));
  for (const union of unions) {
    boxes = boxes.flatMap((a) => union.map((b) => intersect(a, b))).filter((b) => b !== null);
  }
  // A hoop fits itself either way round when it is square: the same box twice.
  const seen = new Set<string>();
  boxes = boxes.filter((b) => {
    const key = `${b.min.join()}|${b.max.join()}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return boxes.length > MAX_BOXES ? null : boxes;
}

/** The condition "the design's point lies in one of `boxes`", for the GiST index. */
export function boxSql(boxes: Box[], p: Params): string {
  if (boxes.length === 0) return 'false';
  const one = (b: Box) =>
    `${BOX_POINT_SQL} <@ cube(${p.add(b.min)}::float8[], ${p.add(b.max)}::float8[])`;
  return `(${boxes.map(one).join(' OR ')})`;
}

/** The same condition on the plain columns: for counting the sample, where no index is used. */
export function boxColumnsSql(boxes: Box[], p: Params): string {
  if (boxes.length === 0) return 'false';
  const cols = POINT;
  const one = (b: Box) =>
    cols
      .flatMap((c, i) => [
        b.min[i]! > -FAR ? `${c} >= ${p.add(b.min[i])}::float8` : null,
        b.max[i]! < FAR ? `${c} <= ${p.add(b.max[i])}::float8` : null,
      ])
      .filter((c) => c !== null)
      .join(' AND ') || 'true';
  return `(${boxes.map((b) => `(${one(b)})`).join(' OR ')})`;
}

/** The boxes of the filters (sizes, hoops and the most stitches `maxMinutes` allows), or null. */
export const boxesOf = (f: LibraryFilters): Box[] | null =>
  sizeBoxes(f, f.maxMinutes === null ? null : maxStitches(f.machine, f.maxMinutes));

/**
 * The dimension of the point that is the sort key of `sort` (the size, the stitches, the running
 * time on the default profile), or null: those orders the box index can walk (`~>`, KNN).
 */
export function sortDimension(sort: ListSort, machine: MachineProfile): number | null {
  if (sort === 'stitches') return 2;
  if (sort === 'size') return 3;
  if (sort === 'time' && isDefaultProfile(machine)) return 4;
  return null;
}

/** The smallest box holding every box of a union (a scan with one box condition). */
export function boundingBox(boxes: Box[]): Box {
  return {
    min: DIMS.map((i) => Math.min(...boxes.map((b) => b.min[i]!))) as Point,
    max: DIMS.map((i) => Math.max(...boxes.map((b) => b.max[i]!))) as Point,
  };
}

/**
 * The boxes cut on dimension `dim` to one side of `key` (≤ ascending, ≥ descending), a hair
 * wide: after the first N matches in that order, where the rest of them lie.
 */
export function cutBoxes(boxes: Box[], dim: number, key: number, ascending: boolean): Box[] {
  const edge = ascending ? high(key) : low(key);
  return boxes.flatMap((b) => {
    const min = [...b.min] as Point;
    const max = [...b.max] as Point;
    if (ascending) max[dim] = Math.min(max[dim]!, edge);
    else min[dim] = Math.max(min[dim]!, edge);
    return min[dim]! <= max[dim]! ? [{ min, max }] : [];
  });
}
