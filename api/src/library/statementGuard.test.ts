import { expect, it } from 'vitest';
import { LEAST_STATEMENT_MS, forOneCall, type StatementGuard } from './statementGuard.ts';

it('gives each statement of a call what is left of the call’s budget, never less than the least', () => {
  let clock = 1000;
  const warned: object[] = [];
  const budget: StatementGuard = { timeoutMs: 170, warn: (d) => warned.push(d) };
  const call = forOneCall(budget, () => clock);
  expect(call.timeoutMs).toBe(170);
  clock += 60; // a walk ran unguarded
  expect(call.timeoutMs).toBe(110);
  clock += 200; // the call is past its budget: the next statement still gets a chance
  expect(call.timeoutMs).toBe(LEAST_STATEMENT_MS);
  // A second call starts with the whole budget again.
  expect(forOneCall(budget, () => clock).timeoutMs).toBe(170);
  call.warn({ shape: 'x' }, 'm');
  expect(warned).toEqual([{ shape: 'x' }]);
});
