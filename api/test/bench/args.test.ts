import { describe, expect, it } from 'vitest';
import { args } from '../../bench/benchDb.ts';

describe("the benchmarks' command line", () => {
  it('reads --name value pairs', () => {
    expect(args(['--seed', '16', '--target', 'pglite:/tmp/x'])).toEqual({
      seed: '16',
      target: 'pglite:/tmp/x',
    });
  });

  it('reads a flag as true wherever it stands, and keeps the options after it', () => {
    expect(args(['--clients', '2', '--pairs', '--slowest', '0'])).toEqual({
      clients: '2',
      pairs: 'true',
      slowest: '0',
    });
    expect(args(['--seed', '7', '--pairs'])).toEqual({ seed: '7', pairs: 'true' });
  });

  it('keeps a negative number as a value', () => {
    expect(args(['--offset', '-5'])).toEqual({ offset: '-5' });
  });
});
