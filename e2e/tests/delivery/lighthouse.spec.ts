// What Lighthouse finds on a phone that does not depend on timing (issue 17, docs/delivery.md
// "Where it is checked"): every text response compressed, hashed build files cached for a year,
// images in a modern format at the size they are shown and with their width and height, and the
// design page's main image found early and fetched first. The scores and timings are the
// benchmark's (bench/lighthouse.ts); a busy CI machine would make them flaky here.
import { chromium, type APIRequestContext } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { startChromium, type RunningChromium } from '../../bench/chromium.ts';
import { summarize } from '../../bench/lighthouseSummary.ts';
import { expect, test } from '../../fixtures/test.ts';
import { publishLibraryDesigns, type LibraryDesign } from '../../fixtures/libraryDesigns.ts';
import { DEMO_ADMIN, addSession, signInTokens } from '../../fixtures/session.ts';

test.describe.configure({ mode: 'serial' });

// Timing-free audits only; no simulated throttling (the page loads as fast as it can).
const AUDITS = [
  'network-requests',
  'cache-insight',
  'image-delivery-insight',
  'unsized-images',
  'lcp-discovery-insight',
];

let designs: LibraryDesign[];
let browser: RunningChromium;

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await signInTokens(request, DEMO_ADMIN);
  designs = await publishLibraryDesigns(request, admin, [
    'real/pes/andkoma__tulip_flower.pes',
    'real/pes/andkoma__nautical_anchor.pes',
    'real/pes/hakasec__rose.pes',
  ]);
  // Lighthouse drives its own Chromium by the DevTools port; signed in through the site's
  // cookies, as the site keeps a session.
  browser = await startChromium();
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  await addSession(cdp.contexts()[0]!, baseURL ?? '', admin);
  await cdp.close();
});

test.afterAll(async () => {
  await browser?.stop();
});

async function audit(url: string): Promise<Result> {
  const result = await lighthouse(url, {
    port: browser.port,
    onlyAudits: AUDITS,
    throttlingMethod: 'provided',
    logLevel: 'error',
    output: 'json',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

interface Item {
  url?: string;
}

/** The URLs an audit lists as findings (its table's rows). */
function findings(lhr: Result, id: string): string[] {
  const details = lhr.audits[id]?.details;
  if (!details || !('items' in details)) return [];
  return (details.items as Item[]).flatMap((item) =>
    item.url ? [new URL(item.url).pathname] : [],
  );
}

/**
 * Text responses of 1 KB or more that travelled in as many bytes as they have are suspects only:
 * the headers (the security policy among them) count in the transfer, so a small file sent
 * compressed can look uncompressed. Each suspect is fetched again and must come encoded.
 */
async function expectCompressed(lhr: Result, request: APIRequestContext) {
  const sentPlain: string[] = [];
  for (const address of summarize(lhr).uncompressed) {
    const response = await request.get(address, { headers: { 'accept-encoding': 'br, gzip' } });
    if (!/^(br|gzip)$/.test(response.headers()['content-encoding'] ?? '')) sentPlain.push(address);
  }
  expect(sentPlain, 'text responses sent uncompressed').toEqual([]);
}

/**
 * @param stepAbove an image that may be one srcset step above its shown size: previews come in
 * 256/512/768/1024 px, and a phone showing ~630 device pixels takes the 768 one
 */
async function expectDelivered(lhr: Result, request: APIRequestContext, stepAbove?: string) {
  await expectCompressed(lhr, request);
  // Previews are kept for a day on purpose (a joining file can replace one); nothing else may
  // be listed, least of all a content-hashed build file.
  const shortLived = findings(lhr, 'cache-insight').filter((p) => !p.includes('/preview/'));
  expect(shortLived, 'files cached for less than Lighthouse wants').toEqual([]);
  const larger = findings(lhr, 'image-delivery-insight').filter((p) => p !== stepAbove);
  expect(larger, 'images larger than needed').toEqual([]);
  expect(lhr.audits['unsized-images']?.score, 'images without width and height').toBe(1);
}

test('the library on a phone: compressed, cached, its previews small and sized', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  // #library scrolls to the grid, so its previews load.
  const lhr = await audit(`${baseURL}/#library`);
  const previews = summarize(lhr).imageUrls.filter((p) => p.includes('/preview/'));
  expect(previews.length, 'previews loaded').toBeGreaterThan(0);
  expect(previews.every((p) => p.endsWith('.avif'))).toBe(true);
  await expectDelivered(lhr, request);
});

test("a design's page: its preview found early, fetched first, and no larger than shown", async ({
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const id = designs[0]!.id;
  const lhr = await audit(`${baseURL}/files/${id}`);
  await expectDelivered(lhr, request, `/api/stickerei/${id}/preview/768.avif`);
  // The preview is the largest paint: loaded at once and fetched first. (Lighthouse's third
  // check, "discoverable in the HTML", cannot hold for a page its island renders.)
  const checks = lcpImageChecks(lhr);
  expect(checks, 'the largest paint is the preview').not.toBeNull();
  expect(checks).toMatchObject({ priorityHinted: true, eagerlyLoaded: true });
});

/** The LCP image's checklist of the discovery insight, as name → passed; null without one. */
function lcpImageChecks(lhr: Result): Record<string, boolean> | null {
  const details = lhr.audits['lcp-discovery-insight']?.details;
  if (!details || !('items' in details)) return null;
  for (const item of details.items as Array<{ type?: string; items?: object }>) {
    if (item.type !== 'checklist' || !item.items) continue;
    const entries = Object.entries(item.items as Record<string, { value: boolean }>);
    return Object.fromEntries(entries.map(([name, check]) => [name, check.value]));
  }
  return null;
}

test("the admin's dashboard on a phone: compressed and cached", async ({ baseURL, request }) => {
  test.setTimeout(90_000);
  const lhr = await audit(`${baseURL}/superadmin/`);
  expect(new URL(lhr.finalDisplayedUrl).pathname, 'signed in, the dashboard shows').toBe(
    '/superadmin/',
  );
  await expectDelivered(lhr, request);
});
