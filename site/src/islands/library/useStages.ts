import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

/**
 * How many of a view's `total` stages to render: the first at once, then one more in a task of
 * its own after each paint. A view that renders a lot at once is one long task on a phone's main
 * thread (what Lighthouse counts as blocking time); in stages it is several short ones, and
 * what comes first is painted first (issue 17, docs/delivery.md "First things first").
 */
export function useStages(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(
    () => (shown >= total ? undefined : afterNextPaint(() => setShown((n) => n + 1))),
    [shown, total],
  );
  return Math.min(shown, total);
}
