import { describe, expect, it } from 'vitest';
import { mergeImports, newerImport, newlyFinished, pollDue } from './importList.ts';
import { anImport } from './testSupport.ts';

describe('import list', () => {
  it('keeps the later report of an import, whatever order they come in', () => {
    const early = anImport({ state: 'expanding', files: 10, done: 2 });
    const later = anImport({ state: 'processing', files: 40, done: 5 });
    const last = anImport({ state: 'done', files: 40, done: 40 });
    expect(newerImport(later, early)).toBe(later);
    expect(newerImport(early, later)).toBe(later);
    expect(newerImport(last, anImport({ state: 'processing', files: 40, done: 39 }))).toBe(last);
    expect(newerImport(undefined, early)).toBe(early);
    const moreFiles = anImport({ state: 'expanding', files: 12, done: 2 });
    expect(newerImport(early, moreFiles)).toBe(moreFiles);
  });

  it('lists one report per import, newest first', () => {
    const older = anImport({ id: 'a', startedAt: '2026-11-24T10:00:00.000Z' });
    const newer = anImport({ id: 'b', startedAt: '2026-11-25T10:00:00.000Z' });
    const list = mergeImports([older], [newer, anImport({ ...older, done: 7 })]);
    expect(list.map((item) => [item.id, item.done])).toEqual([
      ['b', 0],
      ['a', 7],
    ]);
  });

  it('asks for an import under way when the stream is down or quiet about it', () => {
    const running = anImport();
    expect(pollDue(running, 0, 3_000, false)).toBe(false);
    expect(pollDue(running, 0, 4_000, false)).toBe(true);
    expect(pollDue(running, 0, 10_000, true)).toBe(false);
    expect(pollDue(running, 0, 15_000, true)).toBe(true);
    expect(pollDue(anImport({ state: 'done' }), 0, 60_000, false)).toBe(false);
  });

  it('tells which imports finished between two lists', () => {
    const before = [anImport({ id: 'a' }), anImport({ id: 'b', state: 'done' })];
    const after = [
      anImport({ id: 'a', state: 'failed' }),
      anImport({ id: 'b', state: 'done' }),
      anImport({ id: 'c', state: 'done' }),
    ];
    expect(newlyFinished(before, after).map((item) => item.id)).toEqual(['a']);
  });
});
