// The admin's dashboard asks for its figures with the entry (issue 17, docs/delivery.md "The
// dashboard's data with the entry"): while react-admin's chunk is still on its way, not after it
// has drawn its layout, and once each; an early request that fails is asked again by the page.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { DEMO_ADMIN, addSession, signInTokens } from '../../fixtures/session.ts';

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const STATS = '/api/admin/dashboard';
const METRICS = '/api/admin/events/metrics';
const REACT_ADMIN_CHUNK = /\/superadmin\/assets\/startAdmin-[^/]+\.js$/;

/** How often `page` asked for each of the dashboard's api paths. */
function countDataRequests(page: Page) {
  const counts = new Map<string, number>();
  let statsAsked: () => void = () => undefined;
  const statsSeen = new Promise<void>((resolve) => (statsAsked = resolve));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname !== STATS && pathname !== METRICS) return;
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    if (pathname === STATS) statsAsked();
  });
  return { counts, statsSeen };
}

/** A phone signed in as the demo admin, counting the dashboard's data requests. */
async function adminOnPhone(browser: Browser, request: APIRequestContext, baseURL = '') {
  const context = await browser.newContext(PHONE);
  await addSession(context, baseURL, await signInTokens(request, DEMO_ADMIN));
  const page = await context.newPage();
  return { context, page, ...countDataRequests(page) };
}

const figures = (page: Page) =>
  page.getByTestId('dashboard-figures').getByText('Active users (7 days)');

test("the dashboard's figures are asked for while react-admin's chunk is still on its way, once", async ({
  browser,
  request,
  baseURL,
}) => {
  const { context, page, counts, statsSeen } = await adminOnPhone(browser, request, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // react-admin's chunk is held until the figures have been asked for (10 s at most): only the
  // entry can ask for them then; react-admin's dashboard would ask only once the chunk has run.
  let askedFirst = false;
  await page.route(REACT_ADMIN_CHUNK, async (route) => {
    askedFirst = await Promise.race([
      statsSeen.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    await route.continue();
  });
  await page.goto('/superadmin/');
  await expect(figures(page)).toBeVisible();
  // The areas come a task after the first paint, every one linked.
  const areas = page.getByRole('link').filter({ hasText: 'Campaigns' });
  await expect(page.getByRole('heading', { name: 'Areas' })).toBeVisible();
  await expect(areas.last()).toHaveAttribute('href', '/superadmin/campaigns');
  await page.waitForLoadState('networkidle');
  expect(askedFirst, 'the figures asked for before react-admin arrived').toBe(true);
  expect(Object.fromEntries(counts)).toEqual({ [STATS]: 1, [METRICS]: 1 });
  expect(errors).toEqual([]);
  await context.close();
});

test('an early request that fails is asked again by the dashboard, which shows its figures', async ({
  browser,
  request,
  baseURL,
}) => {
  const { context, page, counts } = await adminOnPhone(browser, request, baseURL);
  let failed = 0;
  await page.route(`**${STATS}`, async (route) => {
    if (failed++ === 0) {
      await route.fulfill({ status: 500, json: { message: 'the figures failed once' } });
      return;
    }
    await route.continue();
  });
  await page.goto('/superadmin/');
  await expect(figures(page)).toBeVisible();
  await expect(page.getByText('the figures failed once')).toHaveCount(0);
  expect(counts.get(STATS)).toBe(2);
  await context.close();
});
