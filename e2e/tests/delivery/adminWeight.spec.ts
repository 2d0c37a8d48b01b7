// The admin's first screen on a phone (issue 17, docs/delivery.md "A light admin"): what the
// dashboard loads before it shows, counted as it travels (compressed bodies, without headers).
import { expect, test } from '../../fixtures/test.ts';
import { DEMO_ADMIN, addSession, signInTokens } from '../../fixtures/session.ts';

const BUDGET = 200 * 1024;

test("the dashboard's first screen loads at most 200 KB of JavaScript, and runs without errors", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await addSession(context, baseURL ?? '', await signInTokens(request, DEMO_ADMIN));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts: Array<Promise<{ url: string; bytes: number; encoding: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.finished().then(async () => ({
        url: new URL(response.url()).pathname,
        bytes: (await response.request().sizes()).responseBodySize,
        encoding: (await response.headerValue('content-encoding')) ?? 'none',
      })),
    );
  });

  await page.goto('/superadmin/');
  // Its figures arrived: the screen is whole (the chart below waits until it comes near).
  await expect(
    page.getByTestId('dashboard-figures').getByText('Active users (7 days)'),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
  const large = loaded.filter((s) => s.bytes >= 1024 && s.encoding !== 'br');
  expect(large, 'scripts of 1 KB or more that came without brotli').toEqual([]);
  expect(total, `${loaded.length} scripts, ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
    BUDGET,
  );
  expect(errors, 'errors on the page').toEqual([]);
  await context.close();
});
