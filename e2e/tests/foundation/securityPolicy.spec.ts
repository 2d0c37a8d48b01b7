import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '@stickerei/shared/i18n';
import { expect, test } from '../../fixtures/test.ts';
import { DEMO_ADMIN, addSession, signInTokens } from '../../fixtures/session.ts';

// Every test here fails on a CSP violation through the fixture (fixtures/test.ts); these visit
// every page of the built site and the admin's areas, in both themes and both languages.
const SITE_DIST = path.resolve(import.meta.dirname, '../../../site/dist');
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['en', 'de'] as const;
const ADMIN_PATHS = [
  '/superadmin/',
  '/superadmin/campaigns',
  '/superadmin/associated-authors',
  '/superadmin/analytics',
  '/superadmin/database',
  '/superadmin/database/DatabaseOperations',
  '/superadmin/database/PerformanceTest',
  '/superadmin/events',
];

/** The URL of every page the site's build made (read when the run command has built it). */
function sitePages(dir = SITE_DIST, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === '_astro'
        ? []
        : sitePages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    }
    if (!entry.name.endsWith('.html')) return [];
    const page = `${prefix}/${entry.name.replace(/\.html$/, '')}`;
    if (page === '/index') return ['/'];
    if (page === '/404') return ['/no-such-page'];
    // One static shell for every /files/<id>.
    if (page === '/files/detail') return ['/files/00000000-0000-4000-8000-000000000000'];
    return [page];
  });
}

/** Opens `url` and waits until its islands are hydrated and its images and fonts are in. */
async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  expect(response!.status(), url).toBe(url === '/no-such-page' ? 404 : 200);
  // The policy is on: the server sent it as a header (not only the page's meta).
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy, url).toMatch(/frame-ancestors 'none'/);
  expect(policy, url).toMatch(/script-src 'self'/);
  expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
  await page.waitForFunction(() => document.fonts.status === 'loaded');
}

async function choose(page: Page, theme: string, language: string) {
  await page.addInitScript(
    ({ keys, theme, language }) => {
      window.localStorage.setItem(keys.theme, theme);
      window.localStorage.setItem(keys.language, language);
    },
    { keys: { theme: THEME_STORAGE_KEY, language: LANGUAGE_STORAGE_KEY }, theme, language },
  );
}

// What a session changes: the library's marks, the account pages' islands.
const SIGNED_IN_PAGES = ['/', '/files', '/favorites', '/settings', '/sponsored'];

for (const theme of THEMES) {
  for (const language of LANGUAGES) {
    test(`every site page, ${theme} theme, ${language}: no CSP violation`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(480_000);
      await choose(page, theme, language);
      const pages = sitePages();
      expect(pages).toEqual(expect.arrayContaining(['/', '/sign-in', ...SIGNED_IN_PAGES]));
      for (const url of pages) {
        await visit(page, url);
        await expect(page.locator('html'), url).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html'), url).toHaveAttribute('lang', language);
      }
      await addSession(context, baseURL!, await signInTokens(page.request, DEMO_ADMIN));
      for (const url of SIGNED_IN_PAGES) await visit(page, url);
    });

    test(`the admin, ${theme} theme, ${language}: no CSP violation`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(480_000);
      await choose(page, theme, language);
      await addSession(context, baseURL!, await signInTokens(page.request, DEMO_ADMIN));
      for (const url of ADMIN_PATHS) {
        const response = await page.goto(url);
        expect(response?.headers()['content-security-policy'], url).toMatch(
          /script-src 'self'(;|$)/,
        );
        await expect(page.locator('#root .RaLayout-content'), url).not.toBeEmpty();
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      }
    });
  }
}

test('the api docs (Swagger UI) render under their own policy', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Stickerei API');
  await expect(page.locator('.opblock').first()).toBeVisible();
});

test('an injected inline script is blocked and reported', async ({ page, cspViolations }) => {
  await page.goto('/contact');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
  });
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await expect.poll(() => [...cspViolations.found].join('\n')).toMatch(/script-src/);
  // Seen and expected: the fixture's check at the end is for what nobody expected.
  cspViolations.found.clear();
});
