import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../fixtures/test.ts';
import { api } from '../../fixtures/pageApi.ts';
import { readPattern, writePattern, STITCH } from '@stickerei/embroidery';
import { downloadFormat } from '../../fixtures/downloads.ts';
import { freshEmail, signUp } from '../../fixtures/identity.ts';

const CORPUS = path.resolve(import.meta.dirname, '../../../corpus/real');
const PES = path.join(CORPUS, 'pes/rec__Cake_3.pes');
const DST = path.join(CORPUS, 'dst/rec__Cake_3.dst');

function stitchCount(bytes: Uint8Array, name: string) {
  const { pattern } = readPattern(bytes, name);
  let stitches = 0;
  for (let i = 0; i < pattern.length; i++) if (pattern.commands[i] === STITCH) stitches++;
  return { pattern, stitches };
}

/** The same motif 10 % larger, as another file: similar search must rank it first. */
function scaledTwin(): Buffer {
  const { pattern } = readPattern(new Uint8Array(readFileSync(PES)), 'cake.pes');
  const xs = new Int32Array(pattern.length);
  const ys = new Int32Array(pattern.length);
  for (let i = 0; i < pattern.length; i++) {
    xs[i] = Math.round((pattern.xs[i] ?? 0) * 1.1);
    ys[i] = Math.round((pattern.ys[i] ?? 0) * 1.1);
  }
  return Buffer.from(
    writePattern(
      { ...pattern, xs, ys, commands: pattern.commands.slice(0, pattern.length) },
      'pes',
    ),
  );
}

test('upload → live progress → one design in two formats → download → filter → favorite → similar', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, { email: freshEmail('library'), password: 'Library-User-1' });
  await page.waitForURL('**/files');

  // Upload a PES and a DST of the same motif; their rows move through the job states in place,
  // fed by the event stream (no reload happens: a marker on window survives).
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seenStates: Set<string> }).seenStates = seen;
    new MutationObserver(() => {
      for (const row of document.querySelectorAll('[data-testid=upload-job]')) {
        seen.add(row.getAttribute('data-state') ?? '');
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  await page.locator('[data-testid=upload-input]').setInputFiles([PES, DST]);
  const jobs = page.locator('[data-testid=upload-job]');
  await expect(jobs).toHaveCount(2);
  await expect(page.locator('[data-testid=upload-job][data-state=done]')).toHaveCount(2, {
    timeout: 60_000,
  });
  const states = await page.evaluate(() => [
    ...(window as unknown as { seenStates: Set<string> }).seenStates,
  ]);
  expect(states).toContain('done');
  expect(states.some((state) => state !== 'done')).toBe(true);

  // One design with both formats and a preview.
  const cards = page.locator('[data-testid=design-card]');
  await expect(cards).toHaveCount(1, { timeout: 20_000 });
  const designId = (await cards.first().getAttribute('data-design-id')) ?? '';
  await page.goto(`/files/${designId}`);
  const detail = page.locator('[data-testid=file-detail]');
  await expect(detail).toBeVisible();
  await expect(detail.locator('[data-testid=stored-files] li[data-format=pes]')).toBeVisible();
  await expect(detail.locator('[data-testid=stored-files] li[data-format=dst]')).toBeVisible();
  const preview = detail.locator('img').first();
  await expect
    .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // Download as JEF (past the format check's warnings, if any) and read it back.
  const download = await downloadFormat(page, detail, 'jef');
  expect(download.suggestedFilename()).toMatch(/\.jef$/);
  const jef = stitchCount(
    new Uint8Array(readFileSync((await download.path()) ?? '')),
    download.suggestedFilename(),
  );
  const original = stitchCount(new Uint8Array(readFileSync(PES)), 'cake.pes');
  expect(jef.stitches).toBeGreaterThanOrEqual(original.stitches);
  expect(jef.stitches).toBeLessThan(original.stitches * 1.05);

  // Filtering by one of its colours finds it; a colour it lacks does not.
  const design = await api<{ color_palette: string[] }>(page, `/api/stickerei/${designId}`);
  expect(design.color_palette.length).toBeGreaterThan(0);
  const colour = design.color_palette[0] ?? '';
  await page.goto('/?mine=1');
  await page.locator(`[data-testid=colour-filter][data-colour=${colour}]`).click();
  await expect(page).toHaveURL(new RegExp(`colors=${colour}`));
  await expect(
    page.locator(`[data-testid=design-card][data-design-id="${designId}"]`),
  ).toBeVisible();
  const absent = ['CYAN', 'BLUE_VIOLET', 'YELLOW_GREEN', 'GRAY'].find(
    (c) => !design.color_palette.includes(c),
  );
  await page.goto(`/?mine=1&colors=${absent}`);
  await expect(page.locator('[data-testid=result-count]')).toBeVisible();
  await expect(page.locator(`[data-testid=design-card][data-design-id="${designId}"]`)).toHaveCount(
    0,
  );

  // Favorite it; it appears on /favorites.
  await page.goto(`/?mine=1&colors=${colour}`);
  const favorite = page.locator(
    `[data-testid=design-card][data-design-id="${designId}"] [data-testid=favorite-toggle]`,
  );
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorites');
  await expect(
    page.locator(`[data-testid=design-card][data-design-id="${designId}"]`),
  ).toBeVisible();

  // The same motif 10 % larger becomes its own design, and similar search shows it first.
  await page.goto('/files');
  await page.locator('[data-testid=upload-input]').setInputFiles({
    name: 'cake-larger.pes',
    mimeType: 'application/octet-stream',
    buffer: scaledTwin(),
  });
  await expect(page.locator('[data-testid=design-card]')).toHaveCount(2, { timeout: 60_000 });
  const twinId = await page
    .locator('[data-testid=design-card]')
    .evaluateAll(
      (els, id) => els.map((e) => e.getAttribute('data-design-id')).find((x) => x !== id),
      designId,
    );
  await page.goto(`/files/${designId}`);
  const similar = page.locator('[data-testid=similar-list] li[data-design-id]');
  await expect(similar.first()).toHaveAttribute('data-design-id', twinId ?? 'missing');
});
