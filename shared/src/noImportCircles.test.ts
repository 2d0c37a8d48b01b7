import { expect, it } from 'vitest';
import { findImportCircles } from './testing/importCircles.ts';

it('has no import circles in src/', () => {
  expect(findImportCircles(new URL('.', import.meta.url)).map((c) => c.join(' → '))).toEqual([]);
});
