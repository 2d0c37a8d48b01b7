import { describe, expect, it } from 'vitest';
import { blogArticleSchema, newestFirst } from './contentSchemas.ts';

describe('blogArticleSchema', () => {
  const valid = { title: 'Titel', description: 'Worum es geht' };

  it('accepts an ISO date string and a YAML date alike', () => {
    const fromString = blogArticleSchema.parse({ ...valid, date: '2025-03-14' });
    const fromYaml = blogArticleSchema.parse({ ...valid, date: new Date('2025-03-14') });
    expect(fromString.date.toISOString()).toBe('2025-03-14T00:00:00.000Z');
    expect(fromYaml.date.getTime()).toBe(fromString.date.getTime());
  });

  it.each([
    [{ ...valid, date: '14.03.2025' }],
    [{ ...valid, date: '2025-13-40' }],
    [{ title: 'Titel', date: '2025-03-14' }],
    [{ ...valid, title: '  ', date: '2025-03-14' }],
  ])('rejects %j', (frontmatter) => {
    expect(blogArticleSchema.safeParse(frontmatter).success).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders articles by date, newest first', () => {
    const entry = (id: string, date: string) => ({ id, data: { date: new Date(date) } });
    const sorted = newestFirst([
      entry('dec', '2024-12-10'),
      entry('may', '2025-05-20'),
      entry('mar', '2025-03-14'),
    ]);
    expect(sorted.map((article) => article.id)).toEqual(['may', 'mar', 'dec']);
  });
});
