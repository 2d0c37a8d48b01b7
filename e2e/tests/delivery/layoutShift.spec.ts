// The library searched on a phone must not move once its results arrive (issue 17, docs/delivery.md
// "Layout shifts"): the results bar says "Searching…" first, then the count, and the grid below
// must stay where it was. The list answer is held back a moment (the real api's answer, only
// later) so that the waiting state is painted, as it is on a slow connection.
import { expect, test } from '../../fixtures/test.ts';
import { publishLibraryDesigns } from '../../fixtures/libraryDesigns.ts';
import { DEMO_ADMIN, signInTokens } from '../../fixtures/session.ts';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test.beforeAll(async ({ request }) => {
  const admin = await signInTokens(request, DEMO_ADMIN);
  await publishLibraryDesigns(request, admin, ['real/pes/andkoma__tulip_flower.pes']);
});

for (const language of ['en', 'de']) {
  test(`a search on a phone: the grid does not move when the results arrive (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => {
      localStorage.setItem('stickerei.language', lang);
      const w = window as unknown as { __shifts: Array<{ value: number; recent: boolean }> };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
        }>) {
          w.__shifts.push({ value: entry.value, recent: entry.hadRecentInput });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, language);
    await page.route('**/api/stickerei/list?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/?q=tulip');
    const count = page.getByTestId('result-count');
    await expect(count).toHaveText(/…|\.\.\./);
    await expect(count).toHaveText(/\d/);
    await expect(page.locator('.lib-grid li').first()).toBeVisible();
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: Array<{ value: number; recent: boolean }> }).__shifts,
    );
    const total = shifts.filter((s) => !s.recent).reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });
}
