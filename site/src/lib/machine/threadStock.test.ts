import type { ThreadStockItem } from '@stickerei/shared/domain';
import { describe, expect, it, vi } from 'vitest';
import { BRANDS, ISACORD, POLYNEON } from './testCharts.ts';
import { createThreadStock, type ThreadStockApi } from './threadStock.ts';

function fakeApi(initial: ThreadStockItem[]) {
  let server = initial;
  const api = {
    loadStock: vi.fn(async () => server),
    saveStock: vi.fn(async (items: readonly ThreadStockItem[]) => {
      if (items.some((i) => i.code === 'bad')) throw new Error('400: not in the chart');
      server = [...items];
      return server;
    }),
    loadBrands: vi.fn(async () => BRANDS),
    loadChart: vi.fn(async (id: string) => (id === 'isacord' ? ISACORD : POLYNEON)),
  } satisfies ThreadStockApi;
  return { api, server: () => server };
}

const white = { brand: 'isacord', code: '0015' };
const black = { brand: 'isacord', code: '0020' };
const snow = { brand: 'madeira-polyneon', code: '1800' };

describe('the thread stock', () => {
  it('loads the stock with the charts it uses', async () => {
    const { api } = fakeApi([white]);
    const stock = createThreadStock(api);
    await stock.load();
    const state = stock.getState();
    expect(state.status).toBe('ready');
    expect(state.items).toEqual([white]);
    expect([...state.charts.keys()]).toEqual(['isacord']);
    expect(api.loadChart).toHaveBeenCalledTimes(1);
  });

  it('adds new threads only and saves the whole list', async () => {
    const { api, server } = fakeApi([white]);
    const stock = createThreadStock(api);
    await stock.load();
    const saved = stock.add([white, black, snow, black]);
    expect(stock.getState().items).toEqual([white, black, snow]);
    expect(stock.getState().saving).toBe(true);
    expect(await saved).toBe(true);
    expect(server()).toEqual([white, black, snow]);
    expect(stock.getState()).toMatchObject({ saving: false, notice: { kind: 'added', count: 2 } });
  });

  it('saves quick changes in order', async () => {
    const { api, server } = fakeApi([white, black]);
    const stock = createThreadStock(api);
    await stock.load();
    const first = stock.remove(white);
    const second = stock.add([snow]);
    await Promise.all([first, second]);
    expect(server()).toEqual([black, snow]);
    expect(stock.getState().items).toEqual([black, snow]);
    expect(stock.getState().notice).toEqual({ kind: 'added', count: 1 });
  });

  it('puts the stored list back when the api refuses', async () => {
    const { api } = fakeApi([white]);
    const stock = createThreadStock(api);
    await stock.load();
    expect(await stock.add([{ brand: 'isacord', code: 'bad' }])).toBe(false);
    expect(stock.getState().items).toEqual([white]);
    expect(stock.getState().error).toBeInstanceOf(Error);
  });

  it('shows the stock when one of its charts cannot be loaded', async () => {
    const { api } = fakeApi([white, { brand: 'gone', code: '1' }]);
    api.loadChart.mockImplementation(async (id: string) => {
      if (id === 'gone') throw new Error('404');
      return ISACORD;
    });
    const stock = createThreadStock(api);
    await stock.load();
    expect(stock.getState().status).toBe('ready');
    expect(stock.getState().items).toHaveLength(2);
    expect([...stock.getState().charts.keys()]).toEqual(['isacord']);
  });

  it('loads a chart once', async () => {
    const { api } = fakeApi([]);
    const stock = createThreadStock(api);
    await Promise.all([stock.chart('isacord'), stock.chart('isacord')]);
    expect(api.loadChart).toHaveBeenCalledTimes(1);
  });
});
