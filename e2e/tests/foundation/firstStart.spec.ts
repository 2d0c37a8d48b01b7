import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../fixtures/test.ts';
import type { DesignListResponse } from '@stickerei/shared/domain';
import {
  answers,
  killGroup,
  nodeProcess,
  startProduct,
  type Started,
} from '../../fixtures/runCommand.ts';

// A first start on an empty data folder, as a new user makes it: the run command fills the demo
// library (corpus files with their source and licence, generated designs), keeps the api alive
// when it dies, and DEMO_LIBRARY=0 starts empty.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 20;
const ORIGIN = `http://127.0.0.1:${PORT}`;

async function libraryTotal(): Promise<number> {
  const response = await fetch(`${ORIGIN}/api/stickerei/list`);
  return ((await response.json()) as DesignListResponse).total;
}

test('a first start shows a living demo library; the api is restarted when it dies', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stickerei-first-'));
  let product: Started | null = null;
  try {
    product = await startProduct({ port: PORT, dataDir });

    // The library is there and fills as processing goes on: cards with rendered previews.
    await page.goto(`${ORIGIN}/`);
    const cards = page.locator('[data-testid=design-card]');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    // Previews load as they come near the screen.
    await cards.first().scrollIntoViewIfNeeded();
    const preview = cards.first().locator('img');
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect.poll(libraryTotal, { timeout: 240_000, intervals: [2000] }).toBeGreaterThan(300);

    // A real file's design page names its repository and licence.
    await page.goto(`${ORIGIN}/?q=star`);
    await page.locator('[data-testid=design-card]', { hasText: /^Star/ }).first().click();
    const detail = page.locator('[data-testid=design-detail]');
    await expect(detail.locator('[data-testid=fact-source] a')).toHaveText(
      'Embroidermodder/Embroidermodder',
    );
    await expect(detail.locator('[data-testid=fact-source] a')).toHaveAttribute(
      'href',
      'https://github.com/Embroidermodder/Embroidermodder',
    );
    await expect(detail.locator('[data-testid=fact-licence]')).toContainText('Zlib');
    await expect(detail.locator('[data-testid=fact-formats]')).toContainText('DST');
    await expect(detail.locator('img').first()).toBeVisible();

    // The api dies: the run command starts it again, and the data is still there.
    const api = nodeProcess(product.child.pid!, 'api/src/server.ts');
    expect(api, 'the api process').toBeDefined();
    process.kill(api!, 'SIGKILL');
    await expect.poll(() => product!.output(), { timeout: 10_000 }).toMatch(/restarting it in/);
    await expect
      .poll(() => libraryTotal().catch(() => 0), { timeout: 60_000, intervals: [500] })
      .toBeGreaterThan(300);
    expect(nodeProcess(product.child.pid!, 'api/src/server.ts')).not.toBe(api);
  } finally {
    if (product) killGroup(product);
  }
});

test('DEMO_LIBRARY=0 starts with an empty library', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stickerei-empty-'));
  const product = await startProduct({ port: PORT, dataDir, env: { DEMO_LIBRARY: '0' } });
  try {
    expect(await answers(PORT)).toBe(true);
    // Give a fill that should not start the time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await libraryTotal()).toBe(0);
  } finally {
    killGroup(product);
  }
});
