// What a phone downloads for a first screen (issue 17, docs/delivery.md "Where it is checked"),
// counted as it travels (compressed bodies, without headers): the home page at most 150 KB (the
// library's previews load only near the screen, below a phone's first screen), and the admin's
// dashboard, signed in, at most 200 KB of JavaScript. Both must run without an error.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { publishLibraryDesigns } from '../../fixtures/libraryDesigns.ts';
import { DEMO_ADMIN, addSession, signInTokens } from '../../fixtures/session.ts';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true };

interface Loaded {
  path: string;
  type: string;
  bytes: number;
  encoding: string;
}

/** Every response of `page` with its compressed body size, and the errors it reports. */
function watch(page: Page) {
  const loaded: Array<Promise<Loaded>> = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    loaded.push(
      response.finished().then(async () => ({
        path: new URL(response.url()).pathname,
        type: response.request().resourceType(),
        bytes: (await response.request().sizes()).responseBodySize,
        encoding: (await response.headerValue('content-encoding')) ?? 'none',
      })),
    );
  });
  return { all: () => Promise.all(loaded), errors };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `responses` sum to at most `budget` bytes, and every script of 1 KB or more came as brotli. */
function expectWithin(responses: Loaded[], budget: number) {
  const total = responses.reduce((sum, r) => sum + r.bytes, 0);
  expect(
    responses.filter((r) => r.type === 'script' && r.bytes >= 1024 && r.encoding !== 'br'),
    'scripts of 1 KB or more that came without brotli',
  ).toEqual([]);
  expect(total, `${responses.length} responses, ${kb(total)}`).toBeLessThanOrEqual(budget);
}

async function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, hasTouch: true });
}

test('home on a phone loads at most 150 KB, its library island answered', async ({
  browser,
  request,
}) => {
  const admin = await signInTokens(request, DEMO_ADMIN);
  await publishLibraryDesigns(request, admin, [
    'real/pes/andkoma__tulip_flower.pes',
    'real/pes/andkoma__nautical_anchor.pes',
    'real/pes/hakasec__rose.pes',
  ]);
  const context = await phone(browser);
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto('/');
  // The library's island has rendered and its list answered.
  await expect(page.getByRole('status').filter({ hasText: /\d+ designs?/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await seen.all();
  expect(
    loaded.some((r) => r.path === '/api/stickerei/list'),
    'the library asked',
  ).toBe(true);
  expectWithin(loaded, 150 * 1024);
  expect(seen.errors, 'errors on the page').toEqual([]);
  await context.close();
});

test("the dashboard's first screen loads at most 200 KB of JavaScript, and runs without errors", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await phone(browser);
  await addSession(context, baseURL ?? '', await signInTokens(request, DEMO_ADMIN));
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto('/superadmin/');
  // Its figures arrived: the screen is whole (the chart below waits until it comes near).
  await expect(
    page.getByTestId('dashboard-figures').getByText('Active users (7 days)'),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectWithin(
    (await seen.all()).filter((r) => r.type === 'script'),
    200 * 1024,
  );
  expect(seen.errors, 'errors on the page').toEqual([]);
  await context.close();
});
