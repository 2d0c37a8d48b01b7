import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blogArticleSchema, legalPageSchema, newestFirst } from './contentSchemas.ts';

const src = fileURLToPath(new URL('..', import.meta.url));

// Spec §2 routes outside /superadmin and the page file that builds each (build.format 'file').
const ROUTE_PAGES: Record<string, string> = {
  '/': 'pages/index.astro',
  '/access-denied': 'pages/access-denied.astro',
  '/blog': 'pages/blog.astro',
  '/blog/blogs/{article}': 'pages/blog/blogs/[article].astro',
  '/contact': 'pages/contact.astro',
  '/favorites': 'pages/favorites.astro',
  '/files': 'pages/files.astro',
  '/files/{id}': 'pages/files/detail.astro',
  '/forgot-password': 'pages/forgot-password.astro',
  '/imprint': 'pages/imprint.astro',
  '/privacy-policy': 'pages/privacy-policy.astro',
  '/settings': 'pages/settings.astro',
  '/share': 'pages/share.astro',
  '/sign-in': 'pages/sign-in.astro',
  '/sign-up': 'pages/sign-up.astro',
  '/sponsored': 'pages/sponsored.astro',
  '/terms-of-service': 'pages/terms-of-service.astro',
  'not found': 'pages/404.astro',
};

function frontmatter(file: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const match = /^(\w+):\s*'?(.*?)'?\s*$/.exec(line);
    if (match?.[1]) fields[match[1]] = match[2] ?? '';
  }
  return fields;
}

describe('site structure', () => {
  it.each(Object.entries(ROUTE_PAGES))('route %s has its page %s', (_route, page) => {
    expect(existsSync(`${src}/${page}`)).toBe(true);
  });

  it('has the four German articles of spec §1, each with a valid title, description and date', () => {
    const dir = `${src}/content/blog`;
    const articles = readdirSync(dir)
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => ({ id: name, data: blogArticleSchema.parse(frontmatter(`${dir}/${name}`)) }));
    expect(articles).toHaveLength(4);
    const months = newestFirst(articles).map((article) =>
      article.data.date.toISOString().slice(0, 7),
    );
    expect(months).toEqual(expect.arrayContaining(['2025-05', '2025-03', '2024-12']));
  });

  it.each(['imprint', 'privacy-policy', 'terms-of-service'])(
    'legal page %s exists in en and de',
    (page) => {
      for (const language of ['en', 'de']) {
        const file = `${src}/content/legal/${language}/${page}.mdx`;
        expect(legalPageSchema.safeParse(frontmatter(file)).success).toBe(true);
      }
    },
  );
});
