import type { ListSort } from '@stickerei/shared/domain';
import type { LibraryFilters } from './filters.ts';
import { isDefaultProfile, maxMinutesSql } from './runningTime.ts';
import { sortKey } from './sorting.ts';

// The range some filters put on the sort key itself (issue 16, docs/library.md "Every
// combination"): a design at most 20 minutes long has at most 20 × 650 stitches, one fitting a
// 100 × 100 hoop covers at most 10,000 mm². Given to a walk of the sort's index as conditions on
// its key, the walk starts (or ends) where matches can be instead of reading entries that none of
// the filters can pass: with `maxMinutes=13` sorted by stitches descending, the walk starts at
// the most stitches 13 minutes allow. Each condition follows from the filters, so adding it
// changes no answer. Numbers are written as literals (they are numbers from validated filters):
// the planner then estimates the range from its statistics.

const num = (n: number) => String(Number(n));

// Products of sizes are computed in real (float4) by the index: a relative hair of slack keeps
// the condition implied by the filters whatever the rounding.
const SLACK = 1e-5;

function sizeRange(f: LibraryFilters, expr: string): string[] {
  const out: string[] = [];
  if (f.width.min !== null && f.height.min !== null) {
    out.push(`${expr} >= ${num(f.width.min * f.height.min * (1 - SLACK))}`);
  }
  const most: number[] = [];
  if (f.width.max !== null && f.height.max !== null) most.push(f.width.max * f.height.max);
  if (f.hoop) most.push(f.hoop.width * f.hoop.height);
  if (f.myHoops) most.push(Math.max(0, ...f.myHoops.map((h) => h.width * h.height)));
  if (most.length) out.push(`${expr} <= ${num(Math.min(...most) * (1 + SLACK))}`);
  return out;
}

/** Conditions on the key of `sort` that the filters imply (none when they imply nothing). */
export function keyRange(f: LibraryFilters, sort: ListSort): string[] {
  const { expr } = sortKey(sort, f.machine);
  if (sort === 'size') return sizeRange(f, expr);
  if (f.maxMinutes === null) return [];
  if (sort === 'stitches' || (sort === 'time' && isDefaultProfile(f.machine))) {
    // maxMinutesSql's own conditions, with its values as literals.
    const [time, stitches] = maxMinutesSql(f.machine, f.maxMinutes, {
      add: (v) => num(v as number),
    });
    return [sort === 'stitches' ? stitches! : time!];
  }
  return [];
}
