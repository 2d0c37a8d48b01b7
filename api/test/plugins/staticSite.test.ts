import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.ts';

function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'stickerei-static-'));
  const site = path.join(root, 'site');
  const admin = path.join(root, 'admin');
  mkdirSync(path.join(site, 'blog/blogs'), { recursive: true });
  mkdirSync(path.join(admin, 'assets'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(site, 'contact.html'), '<h1>contact</h1>');
  writeFileSync(path.join(site, 'blog/blogs/article.html'), '<h1>article</h1>');
  writeFileSync(path.join(site, '404.html'), '<h1>not found page</h1>');
  mkdirSync(path.join(site, 'files'), { recursive: true });
  writeFileSync(path.join(site, 'files/detail.html'), '<h1>file detail shell</h1>');
  writeFileSync(path.join(root, 'secret.txt'), 'secret');
  writeFileSync(path.join(admin, 'index.html'), '<div id="admin"></div>');
  writeFileSync(path.join(admin, 'assets/app.js'), 'console.log(1)');
  return { site, admin };
}

describe('one origin: site, admin and api', async () => {
  const { site, admin } = fixture();
  const app = await build({ config: { siteDir: site, adminDir: admin } });

  it('serves site pages by their clean URL', async () => {
    for (const [url, text] of [
      ['/', 'home'],
      ['/contact', 'contact'],
      ['/contact/', 'contact'],
      ['/blog/blogs/article', 'article'],
    ]) {
      const res = await app.inject({ url: url as string });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(text);
    }
  });

  it('serves the file-detail shell for /files/<id>', async () => {
    const res = await app.inject({ url: '/files/3f2a-91' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('file detail shell');
    expect((await app.inject({ url: '/files/a/b' })).statusCode).toBe(404);
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const res = await app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not found page');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('never serves files outside the site folder', async () => {
    const res = await app.inject({ url: '/..%2fsecret.txt' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });

  it("serves the admin's index for every /superadmin path (history mode) and its assets", async () => {
    for (const url of [
      '/superadmin',
      '/superadmin/',
      '/superadmin/campaigns',
      '/superadmin/database/PerformanceTest',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('id="admin"');
    }
    const asset = await app.inject({ url: '/superadmin/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
  });

  it('keeps JSON errors under /api even with a site', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
