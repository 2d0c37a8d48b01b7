import { describe, expect, it } from 'vitest';
import { announcement, type ImportsSnapshot } from './announcements.ts';
import { anImport } from './testSupport.ts';

const snapshot = (...imports: ReturnType<typeof anImport>[]): ImportsSnapshot => ({
  status: 'ready',
  imports,
});

describe('import announcements', () => {
  it('tells how an import ended', () => {
    const done = anImport({
      state: 'done',
      done: 8,
      skipped: 3,
      duplicates: 1,
      files: 12,
      designsCreated: 4,
      formatsJoined: 4,
    });
    expect(announcement(snapshot(anImport()), snapshot(done), 'en')).toBe(
      'Garden.zip imported. Designs created: 4, formats joined: 4, duplicates: 1, skipped: 3, failed: 0.',
    );
    const failed = anImport({ state: 'failed', error: 'The archive is damaged.' });
    expect(announcement(snapshot(anImport()), snapshot(failed), 'de')).toBe(
      'Garden.zip abgebrochen: The archive is damaged.',
    );
  });

  it('tells an import started on this page, not those of the first list', () => {
    const started = anImport({ state: 'expanding', files: 0 });
    expect(announcement(snapshot(), snapshot(started), 'en')).toBe('Garden.zip: import started.');
    expect(announcement({ status: 'loading', imports: [] }, snapshot(started), 'en')).toBeNull();
  });

  it('tells each quarter of the way, not every file', () => {
    const at = (done: number) => anImport({ done });
    expect(announcement(snapshot(at(20)), snapshot(at(24)), 'en')).toBeNull();
    expect(announcement(snapshot(at(24)), snapshot(at(26)), 'en')).toBe(
      'Garden.zip: 26 of 100 files through.',
    );
    const counting = anImport({ state: 'expanding', files: 10, done: 9 });
    expect(
      announcement(snapshot(anImport({ state: 'expanding' })), snapshot(counting), 'en'),
    ).toBeNull();
  });
});
