import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../fixtures/test.ts';
import { api, apiSend } from '../../fixtures/pageApi.ts';
import { freshEmail, signUp } from '../../fixtures/identity.ts';

const TULIP = path.resolve(
  import.meta.dirname,
  '../../../corpus/real/pes/andkoma__tulip_flower.pes',
);
const CHART = 'madeira-polyneon';

interface Threads {
  blocks: Array<{ match: { code: string } | null }>;
}

test('my threads → a design’s thread list in them → worksheet → checked download → share link', async ({
  page,
  browser,
  cspViolations,
}) => {
  test.setTimeout(180_000);
  await signUp(page, { email: freshEmail('machine'), password: 'Machine-User-1' });
  await page.waitForURL('**/files');

  // An own design, and the chart's threads nearest to its colours.
  await page.locator('[data-testid=upload-input]').setInputFiles(TULIP);
  const card = page.locator('[data-testid=design-card]');
  await expect(card).toHaveCount(1, { timeout: 60_000 });
  const designId = (await card.getAttribute('data-design-id')) ?? '';
  const nearest = await api<Threads>(page, `/api/stickerei/${designId}/threads?brand=${CHART}`);
  const codes = [...new Set(nearest.blocks.map((b) => b.match?.code ?? ''))];
  expect(codes.length).toBeGreaterThan(1);
  const [picked, ...pasted] = codes as [string, ...string[]];

  // Settings → My threads: pick one colour from the chart, paste the others' codes (and one
  // the chart does not have, which is reported).
  await page.goto('/settings');
  const threads = page.locator('#my-threads');
  await expect(threads.getByTestId('thread-count')).toHaveText('0 threads');
  await threads.getByTestId('add-chart').selectOption(CHART);
  await threads.getByTestId('colour-search').fill(picked);
  const colour = threads.locator(`[data-testid=chart-colour][data-code="${picked}"]`);
  await colour.click();
  await expect(colour).toHaveAttribute('aria-pressed', 'true');
  await threads.getByTestId('paste-codes').fill([...pasted, 'NOPE-1'].join(', '));
  await threads.getByRole('button', { name: 'Add these codes' }).click();
  await expect(threads.getByTestId('paste-unknown')).toContainText('NOPE-1');
  await expect(threads.getByTestId('thread-count')).toHaveText(`${codes.length} threads`);
  for (const code of codes) {
    await expect(
      threads.locator(`[data-testid=thread-stock] li[data-code="${code}"]`),
    ).toBeVisible();
  }

  // The design's thread list in "My threads" shows my codes, block by block; the choice stays.
  await page.goto(`/files/${designId}`);
  const detail = page.locator('[data-testid=file-detail]');
  await expect(detail.getByTestId('fact-time')).toContainText(/≈ \d+ (min|h)|< 1 min/);
  const list = detail.getByTestId('thread-list-section');
  await list.getByTestId('thread-chart').selectOption('mine');
  const rows = list.getByTestId('thread-block');
  await expect(rows).toHaveCount(nearest.blocks.length);
  await expect
    .poll(() => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-code'))))
    .toEqual(nearest.blocks.map((b) => b.match?.code));
  await page.reload();
  await expect(detail.getByTestId('thread-chart')).toHaveValue('mine');

  // The worksheet arrives as a PDF under the design's name.
  const [worksheet] = await Promise.all([
    page.waitForEvent('download'),
    list.getByTestId('worksheet-button').click(),
  ]);
  expect(worksheet.suggestedFilename()).toBe('andkoma__tulip_flower worksheet.pdf');
  const pdf = readFileSync((await worksheet.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // DST keeps no thread colours: the check says so before the download, which then goes on.
  await detail.locator('[data-testid=download-button][data-format=dst]').click();
  const check = page.getByTestId('format-check-dialog');
  await expect(check).toBeVisible();
  await expect(
    check.locator('[data-testid=format-warning][data-code=colours-not-stored]'),
  ).toContainText('DST stores only the colour changes');
  const [dst] = await Promise.all([
    page.waitForEvent('download'),
    check.getByTestId('format-check-confirm').click(),
  ]);
  expect(dst.suggestedFilename()).toMatch(/\.dst$/);
  await expect(check).toBeHidden();

  // A share link opens in a signed-out browser: name and preview, nothing to download.
  await detail.getByTestId('share-create').click();
  const shareUrl = await detail.getByTestId('share-url').inputValue();
  expect(shareUrl).toMatch(/\/share\/\?token=[\w-]+$/);
  const anonymous = await browser.newContext();
  await cspViolations.watch(anonymous);
  try {
    const visitor = await anonymous.newPage();
    await visitor.goto(shareUrl);
    const shared = visitor.getByTestId('shared-design');
    await expect(shared.getByTestId('shared-name')).toHaveText('andkoma__tulip_flower');
    const preview = shared.locator('img').first();
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(visitor.getByTestId('download-button')).toHaveCount(0);
    await expect(visitor.getByTestId('worksheet-button')).toHaveCount(0);

    // Revoked, the link says it no longer works.
    await detail.getByTestId('share-revoke').click();
    await expect(detail.getByTestId('share-create')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByTestId('shared-missing')).toBeVisible();
  } finally {
    await anonymous.close();
  }
});

const CAKE = path.resolve(import.meta.dirname, '../../../corpus/real/pes/rec__Cake_3.pes');

interface Listed {
  items: Array<{
    id: string;
    estimated_minutes: number;
    design_width: number;
    design_height: number;
  }>;
}

test('my designs by running time and by my hoops → worksheets of my favorites in one PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, { email: freshEmail('hoops'), password: 'Machine-User-2' });
  await page.waitForURL('**/files');
  await page.locator('[data-testid=upload-input]').setInputFiles([TULIP, CAKE]);
  await expect(page.locator('[data-testid=design-card]')).toHaveCount(2, { timeout: 60_000 });

  // What the api says of the two: the quicker first, and a hoop only the smaller fits.
  const { items } = await api<Listed>(page, '/api/stickerei/list?scope=mine&sort=time');
  expect(items).toHaveLength(2);
  const [quick, slow] = items as [Listed['items'][number], Listed['items'][number]];
  expect(quick.estimated_minutes).toBeLessThan(slow.estimated_minutes);
  const side = (d: Listed['items'][number]) => Math.max(d.design_width, d.design_height);
  const [small, large] = side(quick) < side(slow) ? [quick, slow] : [slow, quick];
  expect(side(small)).toBeLessThan(side(large));
  const hoop = Math.ceil(side(small)) + 1;
  expect(
    await apiSend(page, 'PUT', '/api/user/settings', {
      hoops: [{ name: 'Test hoop', widthMm: hoop, heightMm: hoop }],
    }),
  ).toBe(200);

  // The library, my designs only, sorted by running time: each card shows its time.
  await page.goto('/?mine=1');
  const cards = page.locator('[data-testid=design-card]');
  await expect(cards).toHaveCount(2);
  await page.getByLabel('Sort by').selectOption('time:asc');
  await expect(page).toHaveURL(/sort=time/);
  await expect
    .poll(() => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-design-id'))))
    .toEqual([quick.id, slow.id]);
  await expect(cards.first().getByTestId('card-time')).toContainText(/min|h/);
  await page.getByLabel('Sort by').selectOption('time:desc');
  await expect
    .poll(() => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-design-id'))))
    .toEqual([slow.id, quick.id]);

  // "Fits one of my hoops" keeps the design the hoop holds, and comes back with the link.
  await page.getByTestId('my-hoops-filter').check();
  await expect(page).toHaveURL(/myHoops=1/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-design-id', small.id);
  await page.reload();
  await expect(page.getByTestId('my-hoops-filter')).toBeChecked();
  await expect(cards).toHaveCount(1);

  // Both favorites printed at once: one PDF, its name in the page's language.
  for (const d of items) {
    expect(await apiSend(page, 'PUT', `/api/stickerei/${d.id}/favorite`, { value: true })).toBe(
      200,
    );
  }
  await page.goto('/favorites');
  await expect(page.locator('[data-testid=design-card]')).toHaveCount(2);
  const bulk = page.getByTestId('bulk-worksheet-button');
  await expect(bulk).toHaveText(/these 2 designs/);
  const [sheets] = await Promise.all([page.waitForEvent('download'), bulk.click()]);
  expect(sheets.suggestedFilename()).toBe('Favorites worksheet.pdf');
  const pdf = readFileSync((await sheets.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Two designs: at least their two summary pages and two actual-size templates.
  expect((pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(
    4,
  );
});
