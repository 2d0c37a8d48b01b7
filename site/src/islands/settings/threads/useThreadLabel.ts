import type { ThreadStockItem } from '@stickerei/shared/domain';
import { useCallback } from 'react';
import { chartLabel } from '../../../lib/machine/threadChoice.ts';
import { findColour } from '../../../lib/machine/threadCodes.ts';
import type { ThreadStockState } from '../../../lib/machine/threadStock.ts';
import { useMachineText } from '../../machine/useMachineText.ts';

/** A thread's full name, e.g. "Madeira Polyneon 1800 Snow White" (its code when the chart is not loaded). */
export function useThreadLabel(state: Pick<ThreadStockState, 'brands' | 'charts'>) {
  const { mt } = useMachineText();
  const { brands, charts } = state;
  return useCallback(
    (item: ThreadStockItem) => {
      const summary = brands.find((b) => b.id === item.brand);
      const colour = charts.get(item.brand);
      return mt('threads.thread', {
        chart: summary ? chartLabel(summary) : item.brand,
        code: item.code,
        name: colour ? (findColour(colour, item.code)?.name ?? '') : '',
      }).trim();
    },
    [brands, charts, mt],
  );
}
