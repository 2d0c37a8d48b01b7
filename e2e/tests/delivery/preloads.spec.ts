// No unused preloads (issue 17, docs/delivery.md "Where it is checked"): a preload that nothing
// uses soon after the load costs a phone bandwidth its first screen needed. Chromium says so in
// the console; every first screen that matters is loaded and that warning must not come.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { publishLibraryDesigns, type LibraryDesign } from '../../fixtures/libraryDesigns.ts';
import { DEMO_ADMIN, addSession, signInTokens } from '../../fixtures/session.ts';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const UNUSED_PRELOAD = /preloaded using link preload but not used/i;
// Chromium warns a few seconds after the load event.
const SETTLE_MS = 3500;

let designs: LibraryDesign[];

test.beforeAll(async ({ request }) => {
  const admin = await signInTokens(request, DEMO_ADMIN);
  designs = await publishLibraryDesigns(request, admin, ['real/pes/andkoma__tulip_flower.pes']);
});

/** The console's unused-preload warnings while `path` loads and settles. */
async function unusedPreloads(page: Page, path: string) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (UNUSED_PRELOAD.test(message.text())) warnings.push(message.text());
  });
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.ok(), `${path} loads`).toBe(true);
  await page.waitForTimeout(SETTLE_MS);
  return warnings;
}

test('the check sees an unused preload (a page given one on purpose)', async ({ page }) => {
  // The imprint as the server sends it, with a preload of an image the page never shows.
  await page.route('**/imprint', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</head>',
      '<link rel="preload" href="/favicon.svg?unused" as="image"></head>',
    );
    await route.fulfill({ response, body: html, headers: { 'content-type': 'text/html' } });
  });
  expect((await unusedPreloads(page, '/imprint')).length).toBeGreaterThan(0);
});

test('home, the library, a design, a blog article and sign-in preload nothing unused', async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const path of [
    '/',
    '/?q=tulip#library',
    `/files/${designs[0]!.id}`,
    '/blog/blogs/das-sind-wir',
    '/sign-in',
  ]) {
    expect(await unusedPreloads(page, path), path).toEqual([]);
    page.removeAllListeners('console');
  }
});

test("the admin's dashboard preloads nothing unused", async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await addSession(context, baseURL ?? '', await signInTokens(request, DEMO_ADMIN));
  const page = await context.newPage();
  expect(await unusedPreloads(page, '/superadmin/')).toEqual([]);
  await context.close();
});
