import { describe, expect, it } from 'vitest';
import { isRunning } from '../src/backup/control.ts';
import { endedPid } from './helper.ts';
import { staleTestDatabases } from './staleDatabases.ts';

describe('test databases left by ended runs', () => {
  it('tells a running process from an ended one', () => {
    expect(isRunning(process.pid)).toBe(true);
    expect(isRunning(endedPid())).toBe(false);
  });

  it('picks only test databases whose process has ended', () => {
    const running = new Set([101, 202]);
    const names = [
      'stickerei_test_101_ab12cd',
      'stickerei_test_303_zz99yy',
      'stickerei_test_404_q1w2e3',
      'stickerei_test_202_k9j8h7',
      'stickerei_bench1m',
      'stickerei_test_x_abc',
      'test',
    ];
    expect(staleTestDatabases(names, (pid) => running.has(pid))).toEqual([
      'stickerei_test_303_zz99yy',
      'stickerei_test_404_q1w2e3',
    ]);
  });
});
