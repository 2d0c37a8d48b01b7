import type { ThreadBrand, ThreadBrandSummary, ThreadStockItem } from '@stickerei/shared/domain';
import { chartIndex, stockKey, type ChartIndex } from './threadCodes.ts';

/** The calls the stock needs (the api's, or a test's). */
export interface ThreadStockApi {
  loadStock(): Promise<ThreadStockItem[]>;
  saveStock(items: readonly ThreadStockItem[]): Promise<ThreadStockItem[]>;
  loadBrands(): Promise<ThreadBrandSummary[]>;
  loadChart(id: string): Promise<ThreadBrand>;
}

export type StockNotice =
  { kind: 'added'; count: number } | { kind: 'removed'; item: ThreadStockItem };

export interface ThreadStockState {
  status: 'loading' | 'ready' | 'failed';
  items: ThreadStockItem[];
  brands: ThreadBrandSummary[];
  /** Charts loaded so far, by id. */
  charts: ReadonlyMap<string, ChartIndex>;
  saving: boolean;
  /** Why the last change was not saved (the list is back as stored). */
  error: unknown;
  notice: StockNotice | null;
}

/**
 * The user's threads on /settings: loaded with the charts they come from, changed at once on
 * screen and saved in order (`PUT /api/user/threads` replaces the whole list); a change the api
 * refuses puts the stored list back and keeps the reason.
 */
export function createThreadStock(api: ThreadStockApi) {
  let state: ThreadStockState = {
    status: 'loading',
    items: [],
    brands: [],
    charts: new Map(),
    saving: false,
    error: null,
    notice: null,
  };
  let stored: ThreadStockItem[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  const loading = new Map<string, Promise<ChartIndex>>();
  const listeners = new Set<() => void>();
  const set = (patch: Partial<ThreadStockState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  function chart(id: string): Promise<ChartIndex> {
    let load = loading.get(id);
    if (!load) {
      load = api.loadChart(id).then((brand) => {
        const index = chartIndex(brand);
        set({ charts: new Map(state.charts).set(id, index) });
        return index;
      });
      load.catch(() => loading.delete(id));
      loading.set(id, load);
    }
    return load;
  }

  function change(next: ThreadStockItem[], notice: StockNotice): Promise<boolean> {
    set({ items: next, saving: true, error: null, notice: null });
    pending++;
    const run = queue.then(async () => {
      try {
        stored = await api.saveStock(state.items);
        if (pending === 1) set({ items: stored, notice });
        return true;
      } catch (error) {
        set({ items: stored, error, notice: null });
        return false;
      } finally {
        pending--;
        if (pending === 0) set({ saving: false });
      }
    });
    queue = run;
    return run;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Loads the stock, the chart list and the charts the stock uses. */
    async load(): Promise<void> {
      set({ status: 'loading' });
      try {
        const [items, brands] = await Promise.all([api.loadStock(), api.loadBrands()]);
        stored = items;
        // A chart that cannot be loaded leaves its threads without names, not the list unshown.
        const charts = await Promise.allSettled([...new Set(items.map((i) => i.brand))].map(chart));
        for (const failed of charts.filter((c) => c.status === 'rejected')) {
          console.warn('Stickerei: a chart of the threads could not be loaded.', failed.reason);
        }
        set({ status: 'ready', items, brands });
      } catch (error) {
        console.warn('Stickerei: the threads could not be loaded.', error);
        set({ status: 'failed' });
      }
    },
    chart,
    /** Adds threads the stock does not have yet; resolves false when the api refused. */
    add(items: readonly ThreadStockItem[]): Promise<boolean> {
      const have = new Set(state.items.map(stockKey));
      const added = items.filter((item) => !have.has(stockKey(item)) && have.add(stockKey(item)));
      if (added.length === 0) return Promise.resolve(true);
      return change([...state.items, ...added], { kind: 'added', count: added.length });
    },
    remove(item: ThreadStockItem): Promise<boolean> {
      const key = stockKey(item);
      return change(
        state.items.filter((i) => stockKey(i) !== key),
        { kind: 'removed', item },
      );
    },
  };
}

export type ThreadStock = ReturnType<typeof createThreadStock>;
