import { expect, test } from '../../fixtures/test.ts';

test.describe('the site on one origin', () => {
  test('the home page renders inside the layout', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('header nav').first()).toBeVisible();
    await expect(page.locator('footer a[href="/imprint"]').first()).toBeVisible();
    await expect(page).toHaveTitle(/Stickerei/);
  });

  test('a blog article renders', async ({ page }) => {
    await page.goto('/blog');
    const firstArticle = page.locator('a[href^="/blog/blogs/"]').first();
    await expect(firstArticle).toBeVisible();
    const href = await firstArticle.getAttribute('href');
    const response = await page.goto(href ?? '/blog');
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1, main h1').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /en|de/);
    await expect(page.locator('time[datetime]').first()).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}/,
    );
  });

  test('switching to German changes the interface and survives a reload', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const englishNav = await page.locator('header nav').first().innerText();
    await page.locator('[data-set-language="de"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const germanNav = await page.locator('header nav').first().innerText();
    expect(germanNav).not.toBe(englishNav);
    await expect(page.getByText('Kontakt', { exact: false }).first()).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.locator('header nav').first().innerText()).toBe(germanNav);
    await page.locator('[data-set-language="en"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the dark theme toggles and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    await page.locator('[data-theme-toggle]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    expect(darkBackground).not.toBe(lightBackground);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('[data-theme-toggle]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });

  test('the legal pages have real content', async ({ page }) => {
    for (const path of ['/imprint', '/privacy-policy', '/terms-of-service', '/contact']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const text = await page.locator('main').innerText();
      expect(text.length, path).toBeGreaterThan(400);
    }
  });
});
