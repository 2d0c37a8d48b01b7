import { describe, expect, it } from 'vitest';
import { refreshForImports } from './listRefresh.ts';
import { anImport } from './testSupport.ts';

function harness(shown = 5) {
  let clock = 0;
  const calls: number[] = [];
  const listener = refreshForImports({
    refresh: () => calls.push(clock),
    shown: () => shown,
    pageSize: 20,
    now: () => clock,
  });
  return { listener, calls, at: (ms: number) => (clock = ms) };
}

describe('design list refresh for imports', () => {
  it('reloads once an import that brought designs has finished', () => {
    const h = harness(100);
    h.listener(anImport({ designsCreated: 0 }));
    h.listener(anImport({ state: 'done', designsCreated: 3 }));
    h.listener(anImport({ state: 'done', designsCreated: 3 }));
    expect(h.calls).toHaveLength(1);
  });

  it('does not reload for imports seen first finished, or that brought nothing', () => {
    const h = harness();
    h.listener(anImport({ id: 'old', state: 'done', designsCreated: 9 }));
    h.listener(anImport({ id: 'dup' }));
    h.listener(anImport({ id: 'dup', state: 'done', duplicates: 4 }));
    expect(h.calls).toEqual([]);
  });

  it('reloads while an import runs, at most every five seconds, on the first page only', () => {
    const h = harness();
    h.listener(anImport({ designsCreated: 0 }));
    h.at(1000);
    h.listener(anImport({ designsCreated: 1 }));
    h.at(3000);
    h.listener(anImport({ designsCreated: 2 }));
    h.at(6500);
    h.listener(anImport({ designsCreated: 3 }));
    expect(h.calls).toEqual([1000, 6500]);
    const deep = harness(60);
    deep.listener(anImport({ designsCreated: 0 }));
    deep.listener(anImport({ designsCreated: 1 }));
    expect(deep.calls).toEqual([]);
  });
});
