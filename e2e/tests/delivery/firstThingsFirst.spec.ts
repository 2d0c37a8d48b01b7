// What a phone's first screen waits for, and what waits for it (issue 17, docs/delivery.md
// "First things first"): the design page asks for the identity configuration while its scripts
// still arrive, and what lies below its preview asks the api for nothing until the preview is
// drawn; the library on a phone renders its filters only when they are opened.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { publishLibraryDesigns, type LibraryDesign } from '../../fixtures/libraryDesigns.ts';
import { DEMO_ADMIN, addSession, signInTokens } from '../../fixtures/session.ts';

const CORPUS = path.resolve(import.meta.dirname, '../../../corpus');
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

let designs: LibraryDesign[];

test.beforeAll(async ({ request }) => {
  const admin = await signInTokens(request, DEMO_ADMIN);
  designs = await publishLibraryDesigns(request, admin, ['real/pes/andkoma__tulip_flower.pes']);
});

interface Sent {
  url: string;
  initiator: string;
  sentAt: number;
}

/** Every request of `page` as Chromium saw it: who asked for it, when it went and finished. */
async function recordNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const sent = new Map<string, Sent>();
  const finished = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => {
    sent.set(event.requestId, {
      url: event.request.url,
      initiator: event.initiator.type,
      sentAt: event.timestamp,
    });
  });
  cdp.on('Network.loadingFinished', (event) => finished.set(event.requestId, event.timestamp));
  cdp.on('Network.loadingFailed', (event) => finished.set(event.requestId, event.timestamp));
  await cdp.send('Network.enable');
  return {
    requests: (pattern: RegExp) =>
      [...sent.entries()]
        .filter(([, r]) => pattern.test(r.url))
        .map(([id, r]) => ({ ...r, finishedAt: finished.get(id) })),
  };
}

/**
 * Opens a library design's page with the island's request for the design held back, and checks
 * the api's first view (designPagePreload.ts): the name and the preview drawn before any script
 * did, where "Checking your session…" would have been; then lets the design through and checks
 * the island drew its preview in exactly the same place, so the page's largest paint stays the
 * first view's (a larger or moved image would be a new one) and nothing jumps.
 */
async function firstViewThenIsland(page: Page, design: LibraryDesign) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/api/stickerei/${design.id}$`), async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { paints: number[] };
    w.paints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`/files/${design.id}`);
  const view = page.locator('#design-shell');
  const name = await view.getByRole('heading', { level: 1 }).textContent();
  expect(name).toBeTruthy();
  const first = view.locator('img');
  await expect(first).toHaveJSProperty('complete', true);
  await expect(page.getByText('Checking your session')).toBeHidden();
  await expect(page.getByTestId('file-detail')).toHaveCount(0);
  const rect = await first.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const releasedAt = await page.evaluate(() => performance.now());
  release();

  await expect(page.getByTestId('file-detail')).toBeVisible();
  await expect(view).toHaveCount(0);
  await expect(page.getByTestId('design-name')).toHaveText(name!);
  const drawn = page.locator('.lib-preview-large img');
  await expect(drawn).toHaveJSProperty('complete', true);
  expect(await drawn.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)).toEqual(
    rect,
  );
  const paints = await page.evaluate(() => (window as unknown as { paints: number[] }).paints);
  expect(paints.length).toBeGreaterThan(0);
  expect(Math.max(...paints), 'the largest paint is the first view’s').toBeLessThan(releasedAt);
}

test.describe('a library design’s first view', () => {
  test.beforeEach(async ({ page, request, baseURL }) => {
    await addSession(page.context(), baseURL ?? '', await signInTokens(request, DEMO_ADMIN));
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('is drawn before the scripts, and the island draws over it', async ({ page }) => {
      await firstViewThenIsland(page, designs[0]!);
    });
  });

  test('on a wide screen, the same', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await firstViewThenIsland(page, designs[0]!);
  });
});

test.describe('the design page on a phone', () => {
  test.use(PHONE);
  test.beforeEach(async ({ page, request, baseURL }) => {
    await addSession(page.context(), baseURL ?? '', await signInTokens(request, DEMO_ADMIN));
  });

  /** The design's page, with every request recorded from the start. */
  async function openDesignPage(page: Page) {
    const network = await recordNetwork(page);
    await page.goto(`/files/${designs[0]!.id}`);
    return network;
  }

  test('asks for the identity configuration from the page, not after its scripts', async ({
    page,
  }) => {
    const network = await openDesignPage(page);
    await expect(page.getByTestId('file-detail')).toBeVisible();
    const config = network.requests(/\/api\/config$/);
    // One request, made by the page's preload (the parser), which the guard's script then used.
    expect(config.map((r) => r.initiator)).toEqual(['parser']);
  });

  // A library design's page names its preview in the HTML (api designPagePreload.ts): the image
  // is asked for by the parser while the scripts arrive, once, and it is the one the page draws.
  test('asks for a library design’s preview from its HTML, once, and draws that one', async ({
    page,
  }) => {
    const network = await openDesignPage(page);
    const img = page.locator('.lib-preview-large img');
    await expect(img).toHaveJSProperty('complete', true);
    const drawn = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(drawn).toMatch(/\/preview\/(512|768|1024)\.avif$/);
    const previews = network.requests(/\/preview\/(512|768|1024)\.(avif|png)/);
    expect(previews.map((r) => [new URL(r.url).pathname, r.initiator])).toEqual([
      [new URL(drawn).pathname, 'parser'],
    ]);
    // Before the design's own data was asked for (the island's first request for it).
    const [details] = network.requests(new RegExp(`/api/stickerei/${designs[0]!.id}$`));
    expect(details).toBeDefined();
    expect(previews[0]!.sentAt).toBeLessThan(details!.sentAt);
  });

  test('what lies below the preview waits until the preview has loaded', async ({ page }) => {
    const network = await openDesignPage(page);
    const similar = page.getByRole('heading', { name: /similar designs/i });
    await expect(similar).toBeVisible();
    await expect(page.locator('.lib-preview-large img')).toHaveJSProperty('complete', true);

    const [preview] = network.requests(/\/preview\/\d+\.(avif|png)/);
    expect(preview?.finishedAt, 'the preview loaded').toBeDefined();
    const below = network.requests(/\/api\/(stickerei\/similar|threads\/brands|stream\/)/);
    expect(below.length, 'similar designs, thread brands, the processing stream').toBe(3);
    for (const r of below) {
      expect(r.sentAt, `${r.url} after the preview`).toBeGreaterThanOrEqual(preview!.finishedAt!);
    }
  });

  test('a preview that cannot load holds nothing back', async ({ page }) => {
    await page.route(/\/preview\/\d+\.(avif|png)/, (route) =>
      route.fulfill({ status: 503, body: 'unavailable' }),
    );
    const network = await openDesignPage(page);
    await expect(page.getByRole('heading', { name: /similar designs/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /download/i }).first()).toBeVisible();
    // Released by the failed preview, not by the fallback (2.5 s after the design arrived):
    // measured from the design's arrival, so a slow page load does not count against it.
    const [details] = network.requests(new RegExp(`/api/stickerei/${designs[0]!.id}$`));
    const [similar] = network.requests(/\/api\/stickerei\/similar/);
    expect(details?.finishedAt, 'the design arrived').toBeDefined();
    expect(similar, 'similar designs were asked for').toBeDefined();
    // Chromium gives both in seconds.
    expect((similar!.sentAt - details!.finishedAt!) * 1000).toBeLessThan(2500);
  });
});

test.describe('the library on a phone', () => {
  test.use(PHONE);

  test('renders its filters when they are first opened, and keeps them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('design-card').first()).toBeVisible();
    const panel = page.locator('#lib-filter-panel');
    await expect(panel.getByTestId('category-filter')).toHaveCount(0);

    const toggle = page.getByRole('button', { name: /^filters?/i });
    await toggle.click();
    await expect(panel.getByTestId('category-filter').first()).toBeVisible();
    const search = panel.getByTestId('library-search');
    await search.fill('tulip');
    await toggle.click();
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(search).toHaveValue('tulip');
  });
});

test('the library draws a first screen of cards in its first task, the rest right after', async ({
  page,
  request,
}) => {
  // More designs than the first task draws: a dozen real DST files besides the tulip.
  const admin = await signInTokens(request, DEMO_ADMIN);
  const dst = readdirSync(path.join(CORPUS, 'real/dst')).filter((f) => f.endsWith('.dst'));
  await publishLibraryDesigns(
    request,
    admin,
    dst.slice(0, 12).map((f) => `real/dst/${f}`),
  );
  const listed = (await (await request.get('/api/stickerei/list')).json()) as { items: unknown[] };
  expect(listed.items.length).toBeGreaterThan(12);

  // Each task that changes the grid leaves one record: how many cards it held afterwards.
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { cardCounts: number[] }).cardCounts = counts;
    new MutationObserver(() => {
      const n = document.querySelectorAll('[data-testid="design-card"]').length;
      if (n > 0 && n !== counts.at(-1)) counts.push(n);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('design-card')).toHaveCount(listed.items.length);
  const counts = await page.evaluate(
    () => (window as unknown as { cardCounts: number[] }).cardCounts,
  );
  expect(counts).toEqual([12, listed.items.length]);
});

test('on a wide screen the library renders its filters at once, beside the grid', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(
    page.locator('#lib-filter-panel').getByTestId('category-filter').first(),
  ).toBeVisible();
});
