import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// Numbers and dates follow the language the admin chose in the app bar, not the browser's: a
// German admin on an English browser must read "1.234", never "1,234". `toLocaleString()` without
// a locale takes the browser's, and with one builds a new formatter per call, so the admin formats
// only through `pages/lib/format.ts` (formatters cached per language in @stickerei/shared/i18n).
const SOURCE = fileURLToPath(new URL('.', import.meta.url));
const ALLOWED = new Set(['pages/lib/format.ts']);
const FORBIDDEN = /\.toLocale(?:Date|Time)?String\(|new Intl\.(?:NumberFormat|DateTimeFormat)\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('formats numbers and dates only in the admin language', () => {
  const offenders = sources(SOURCE).flatMap((path) => {
    const name = relative(SOURCE, path).split('\\').join('/');
    if (ALLOWED.has(name)) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        FORBIDDEN.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [],
      );
  });
  expect(offenders).toEqual([]);
});
