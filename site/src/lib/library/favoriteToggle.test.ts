import { describe, expect, it } from 'vitest';
import { createFlagToggle } from './favoriteToggle.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function harness() {
  const shown: Array<[string, boolean]> = [];
  const errors: string[] = [];
  const calls: Array<{ id: string; value: boolean; answer: ReturnType<typeof deferred<boolean>> }> =
    [];
  const toggle = createFlagToggle({
    send: (id, value) => {
      const answer = deferred<boolean>();
      calls.push({ id, value, answer });
      return answer.promise;
    },
    show: (id, value) => shown.push([id, value]),
    onError: (id) => errors.push(id),
  });
  return { toggle, shown, errors, calls };
}

describe('optimistic flag toggle', () => {
  it('shows the new value at once and keeps it when the api agrees', async () => {
    const h = harness();
    const done = h.toggle.set('d1', true, false);
    expect(h.shown).toEqual([['d1', true]]);
    expect(h.toggle.pending('d1')).toBe(true);
    h.calls[0]?.answer.resolve(true);
    await expect(done).resolves.toBe(true);
    expect(h.shown).toEqual([['d1', true]]);
    expect(h.toggle.pending('d1')).toBe(false);
  });

  it('reverts and reports when the api refuses', async () => {
    const h = harness();
    const done = h.toggle.set('d1', true, false);
    h.calls[0]?.answer.reject(new Error('HTTP 500'));
    await expect(done).resolves.toBe(false);
    expect(h.shown).toEqual([
      ['d1', true],
      ['d1', false],
    ]);
    expect(h.errors).toEqual(['d1']);
  });

  it('lets only the newest click decide when answers come out of order', async () => {
    const h = harness();
    const first = h.toggle.set('d1', true, false);
    const second = h.toggle.set('d1', false, true);
    h.calls[1]?.answer.resolve(false);
    h.calls[0]?.answer.resolve(true);
    await Promise.all([first, second]);
    // The first answer arrives last but is stale: the heart stays off.
    expect(h.shown.at(-1)).toEqual(['d1', false]);
  });

  it('falls back to what the api last stored when the newest click fails', async () => {
    const h = harness();
    const first = h.toggle.set('d1', true, false);
    h.calls[0]?.answer.resolve(true);
    await first;
    const second = h.toggle.set('d1', false, true);
    h.calls[1]?.answer.reject(new Error('offline'));
    await second;
    expect(h.shown.at(-1)).toEqual(['d1', true]);
  });

  it('shows what the api stored when an older request lands after a newer one failed', async () => {
    const h = harness();
    const first = h.toggle.set('d1', true, false);
    const second = h.toggle.set('d1', false, true);
    h.calls[1]?.answer.reject(new Error('offline'));
    await second;
    expect(h.shown.at(-1)).toEqual(['d1', false]);
    h.calls[0]?.answer.resolve(true);
    await first;
    expect(h.shown.at(-1)).toEqual(['d1', true]);
  });

  it('keeps designs apart', async () => {
    const h = harness();
    const a = h.toggle.set('a', true, false);
    const b = h.toggle.set('b', true, false);
    h.calls[0]?.answer.reject(new Error('no'));
    h.calls[1]?.answer.resolve(true);
    await Promise.all([a, b]);
    expect(h.shown).toEqual([
      ['a', true],
      ['b', true],
      ['a', false],
    ]);
  });
});
