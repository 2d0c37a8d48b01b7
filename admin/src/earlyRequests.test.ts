import { describe, expect, it } from 'vitest';
import type { RequestClient } from '@stickerei/shared/api-client';
import { createEarlyRequests, EARLY_ANSWER_LIFETIME_MS } from './earlyRequests.ts';

const client = {} as RequestClient;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the entry's early requests", () => {
  it('hands an answer that has come to the first page that asks, once, as its value', async () => {
    const early = createEarlyRequests();
    let asked = 0;
    early.start([{ key: 'figures', load: async () => (++asked, { n: 7 }) }], client);
    await settle();
    expect(early.take('figures')).toEqual({ value: { n: 7 } });
    expect(early.take('figures')).toBeUndefined();
    expect(early.take('other')).toBeUndefined();
    expect(asked).toBe(1);
  });

  it('hands out the promise while the answer is on its way', async () => {
    const early = createEarlyRequests();
    let arrive: (value: number) => void = () => undefined;
    early.start([{ key: 'k', load: () => new Promise<number>((r) => (arrive = r)) }], client);
    const taken = early.take<number>('k');
    if (!taken || !('pending' in taken)) throw new Error('expected a pending answer');
    arrive(3);
    await expect(taken.pending).resolves.toBe(3);
  });

  it('gives a failed request to the page as a rejection it can ask again on, unhandled nowhere', async () => {
    const early = createEarlyRequests();
    early.start([{ key: 'k', load: () => Promise.reject(new Error('502')) }], client);
    await settle(); // no unhandled rejection (vitest fails the run on one)
    const taken = early.take('k');
    if (!taken || !('pending' in taken)) throw new Error('a failure is never a value');
    await expect(taken.pending).rejects.toThrow('502');
  });

  it('does not hand out an answer started too long before the page asked', async () => {
    let clock = 1_000;
    const early = createEarlyRequests(() => clock);
    early.start([{ key: 'k', load: async () => 1 }], client);
    await settle();
    clock += EARLY_ANSWER_LIFETIME_MS + 1;
    expect(early.take('k')).toBeUndefined();
  });
});
