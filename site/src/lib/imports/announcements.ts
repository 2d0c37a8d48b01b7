import type { DesignImport, Language } from '@stickerei/shared/domain';
import { formatCount } from '../library/formatting.ts';
import { importProgress, isImportFinished } from './importProgress.ts';
import { imt } from './messages.ts';

/** What the announcer compares: the imports before and after a change. */
export interface ImportsSnapshot {
  status: 'loading' | 'ready' | 'error';
  imports: readonly DesignImport[];
}

const quarter = (item: DesignImport) => {
  const { percent, counting } = importProgress(item, []);
  return counting || percent === null ? 0 : Math.floor(percent / 25);
};

/**
 * What a screen reader is told about a change, politely and seldom: an import that ended (how),
 * one that started on this page, or one that passed a quarter of its way. Null when nothing is
 * worth saying (the first list of the page, counters in between).
 */
export function announcement(
  before: ImportsSnapshot,
  after: ImportsSnapshot,
  language: Language,
): string | null {
  const was = new Map(before.imports.map((item) => [item.id, item]));
  const count = (value: number) => formatCount(value, language);
  const say = (key: Parameters<typeof imt>[1], values: Record<string, string | number>) =>
    imt(language, key, values);
  const messages: string[] = [];
  for (const item of after.imports) {
    const previous = was.get(item.id);
    if (previous && !isImportFinished(previous) && isImportFinished(item)) {
      messages.unshift(
        item.state === 'failed'
          ? say('announce.failed', { name: item.name, error: item.error ?? '' })
          : say('announce.done', {
              name: item.name,
              created: count(item.designsCreated),
              joined: count(item.formatsJoined),
              duplicates: count(item.duplicates),
              skipped: count(item.skipped),
              failed: count(item.failed),
            }),
      );
    } else if (!previous && before.status === 'ready' && !isImportFinished(item)) {
      messages.push(say('announce.started', { name: item.name }));
    } else if (previous && !isImportFinished(item) && quarter(item) > quarter(previous)) {
      const { finished, total } = importProgress(item, []);
      messages.push(
        say('announce.progress', {
          name: item.name,
          finished: count(finished),
          total: count(total),
        }),
      );
    }
  }
  return messages[0] ?? null;
}
