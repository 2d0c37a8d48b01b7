import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { DEMO_USER, addSession, signInTokens } from '../../fixtures/session.ts';
import { makeZip, type ZipEntry } from '@stickerei/shared/testing';

// Collection import (issue 12) on /files, as the demo user, against the running product.

const CORPUS = path.resolve(import.meta.dirname, '../../../corpus/real');
const corpus = (file: string) => readFileSync(path.join(CORPUS, file));

/** A collection as it is sold: a folder per motif in several formats, charts, photos, junk. */
function gardenCollection(): Buffer {
  return makeZip([
    { name: 'Garden/Bean/bean.dst', data: corpus('dst/rec__Bean.dst') },
    { name: 'Garden/Bean/bean.pes', data: corpus('pes/rec__Bean.pes') },
    { name: 'Garden/Bean/bean.jef', data: corpus('jef/rec__Bean.jef') },
    { name: 'Garden/Bean/bean.vp3', data: corpus('vp3/rec__Bean.vp3'), deflate: false },
    { name: 'Garden/Shamrock/shamrock.dst', data: corpus('dst/emm__shamrockin.dst') },
    { name: 'Garden/Shamrock/shamrock.pes', data: corpus('pes/emm__shamrockin.pes') },
    { name: 'Garden/Shamrock/shamrock.xxx', data: corpus('xxx/emm__shamrockin.xxx') },
    { name: 'Garden/Extras/bean.pes', data: corpus('pes/rec__Bean.pes') },
    { name: 'Garden/Shamrock/colour chart.pdf', data: Buffer.from('%PDF-1.4 chart') },
    { name: 'Garden/Shamrock/photo.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
    { name: 'Garden/readme.txt', data: Buffer.from('Thank you for your purchase') },
    { name: '__MACOSX/Garden/Bean/._bean.pes', data: Buffer.from('mac') },
    { name: 'Garden/.DS_Store', data: Buffer.from('ds') },
  ]);
}

/** Records every text of the import cards while they change (progress can be quick). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { importSeen: Set<string> }).importSeen = seen;
    new MutationObserver(() => {
      for (const card of document.querySelectorAll('[data-testid=import-progress]'))
        seen.add(`${card.getAttribute('data-state')}: ${card.textContent ?? ''}`);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { importSeen: Set<string> }).importSeen]);
}

const figure = (summary: Locator, name: string) =>
  summary.locator(`[data-testid=figure-${name}] dd`);

test.beforeEach(async ({ page, request, baseURL }) => {
  await addSession(page.context(), baseURL ?? '', await signInTokens(request, DEMO_USER));
});

test('a zip of a collection: progress, the summary, then every design with all its formats', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/files');
  const seen = await recordProgress(page);
  await page.getByTestId('upload-input').setInputFiles({
    name: 'Garden collection.zip',
    mimeType: 'application/zip',
    buffer: gardenCollection(),
  });

  // Import-level progress while it runs, then the summary with the right numbers.
  const summary = page.locator('[data-testid=import-summary][data-state=done]').filter({
    hasText: 'Garden collection.zip',
  });
  await expect(summary).toBeVisible({ timeout: 120_000 });
  expect((await seen()).some((text) => /of 13 files/.test(text))).toBe(true);
  await expect(figure(summary, 'designsCreated')).toHaveText('2');
  await expect(figure(summary, 'formatsJoined')).toHaveText('5');
  await expect(figure(summary, 'duplicates')).toHaveText('1');
  await expect(figure(summary, 'skipped')).toHaveText('5');
  await expect(figure(summary, 'failed')).toHaveText('0');
  await expect(page.getByTestId('import-announcement')).toContainText(
    'Garden collection.zip imported',
  );

  // Skipped files with their reasons; the duplicate links to the design it duplicates.
  await summary.getByText('Skipped files (5)').click();
  const skipped = summary.getByTestId('import-entries-skipped');
  await expect(skipped.getByTestId('import-entry')).toHaveCount(5);
  await expect(skipped).toContainText('Garden/Shamrock/colour chart.pdf');
  await expect(skipped).toContainText(/PDF document/);
  await summary.getByText('Duplicates (1)').click();
  const duplicates = summary.getByTestId('import-entries-duplicate');
  await expect(duplicates.getByTestId('import-entry')).toContainText(/bean/);
  const link = duplicates.getByTestId('import-duplicate-link');
  await expect(link).toHaveAttribute('href', /^\/files\/[0-9a-f-]{36}$/);

  // "Do I own this already?" knows the imported files now: a file chosen is checked at once.
  await page.getByTestId('lookup-input').setInputFiles(path.join(CORPUS, 'pes/rec__Bean.pes'));
  await expect(page.getByTestId('lookup-result')).toContainText('rec__Bean.pes');
  await expect(page.getByTestId('lookup-result')).toContainText('You own this already: bean');
  await page.getByTestId('lookup-input').setInputFiles(path.join(CORPUS, 'pes/rec__Flower.pes'));
  await expect(page.getByTestId('lookup-result')).toContainText('rec__Flower.pes');
  await expect(page.getByTestId('lookup-result')).toContainText('Not in your collection.');

  // One click to the imported designs: one design per motif with all its formats.
  await summary.getByTestId('import-open-designs').click();
  await expect(page).toHaveURL(/\/\?mine=1$/);
  const formatsOf = (name: string) =>
    page
      .locator('[data-testid=design-card]')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .locator('.lib-formats li')
      .allTextContents()
      .then((formats) => formats.sort());
  await expect.poll(() => formatsOf('bean')).toEqual(['DST', 'JEF', 'PES', 'VP3']);
  expect(await formatsOf('shamrock')).toEqual(['DST', 'PES', 'XXX']);
});

test('a reload in the middle of a zip upload carries on where it stopped', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // Enough bytes to be cut off: long stored instructions (skipped) beside one motif.
  const instructions = Buffer.from('Hoop the fabric taut and stitch slowly. '.repeat(36_000));
  const entries: ZipEntry[] = [
    { name: 'Star/star.pes', data: corpus('pes/emm__Star.pes') },
    { name: 'Star/star.dst', data: corpus('dst/emm__Star.dst') },
    { name: 'Star/star.jef', data: corpus('jef/emm__Star.jef') },
    { name: 'Star/instructions.txt', data: instructions, deflate: false },
  ];
  const zip = testInfo.outputPath('Star set.zip');
  writeFileSync(zip, makeZip(entries));

  // A slow line (the product is local): about 150 KB/s up.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 10,
    downloadThroughput: -1,
    uploadThroughput: 150_000,
  });
  await page.goto('/files');
  await page.getByTestId('upload-input').setInputFiles(zip);
  const upload = page.getByTestId('import-upload');
  await expect(upload).toBeVisible();
  await expect
    .poll(async () => Number(await upload.getAttribute('data-sent')), { timeout: 30_000 })
    .toBeGreaterThan(300_000);

  // The reload stops the upload; the import waits for the same file to carry on.
  await page.reload();
  const card = page.locator('[data-testid=import-progress][data-state=receiving]').filter({
    hasText: 'Star set.zip',
  });
  await expect(card.getByTestId('import-resume')).toContainText('Choose Star set.zip again');
  const offsets: number[] = [];
  page.on('request', (request) => {
    const offset = request.headers()['upload-offset'];
    if (request.method() === 'PATCH' && offset) offsets.push(Number(offset));
  });
  await card.getByTestId('import-resume-input').setInputFiles(zip);

  // Only the rest is sent, and the import runs to its summary.
  const summary = page.locator('[data-testid=import-summary][data-state=done]').filter({
    hasText: 'Star set.zip',
  });
  await expect(summary).toBeVisible({ timeout: 120_000 });
  expect(offsets.length).toBeGreaterThan(0);
  expect(offsets[0]).toBeGreaterThan(0);
  await expect(figure(summary, 'skipped')).toHaveText('1');
  expect(Number(await figure(summary, 'designsCreated').textContent())).toBeGreaterThanOrEqual(1);
});
