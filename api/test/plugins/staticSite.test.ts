import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { insertLibraryDesign } from '../fixtures/campaigns.ts';
import { build, innerApp } from '../helper.ts';

// A built file with the brotli and gzip copies the build writes next to it.
function writeWithVariants(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}
const BUNDLE = `export const words = ${JSON.stringify('stitch '.repeat(400))};`;

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
  writeFileSync(
    path.join(site, 'files/detail.html'),
    '<head><meta name="design-preview-preload" /></head><h1>file detail shell</h1>' +
      '<template data-design-shell></template>',
  );
  writeFileSync(path.join(root, 'secret.txt'), 'secret');
  writeFileSync(path.join(admin, 'index.html'), '<div id="admin"></div>');
  writeFileSync(path.join(admin, 'assets/app.js'), 'console.log(1)');
  mkdirSync(path.join(site, '_astro'));
  writeWithVariants(path.join(site, '_astro/Library.Bx3kP1.js'), BUNDLE);
  writeWithVariants(path.join(site, 'sign-in.html'), `<h1>sign in</h1>${'<p>x</p>'.repeat(200)}`);
  writeWithVariants(path.join(admin, 'assets/index-D0QIy4ex.js'), BUNDLE);
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

  // Issue 17: a library design's page names its preview in the HTML (designPagePreload.ts), the
  // same AVIF srcset and sizes the page's island draws, so the image loads with the scripts, and
  // draws it with the design's name as the page's first view.
  it('names a library design’s preview in its page, and nothing for other ids', async () => {
    const id = await insertLibraryDesign(innerApp(app).db, { name: 'Rose_<b>"big"</b>.v2' });
    const res = await app.inject({ url: `/files/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src/);
    expect(res.body).toContain('file detail shell');
    expect(res.body).not.toContain('design-preview-preload');
    const link = /<link rel="preload" as="image" type="image\/avif"[^>]*>/.exec(res.body)?.[0];
    expect(link).toContain(`imagesrcset="/api/stickerei/${id}/preview/512.avif 512w, `);
    expect(link).toContain(`/api/stickerei/${id}/preview/768.avif 768w`);
    expect(link).toContain('imagesizes="(max-width: 60rem) 100vw, 36rem"');
    expect(link).toContain('fetchpriority="high"');
    // The first view in place of its template: the name escaped, with the island's line breaks
    // (after _ . -); the image with the preload's srcset and sizes, the 1024 px PNG as fallback.
    expect(res.body).not.toContain('<template data-design-shell>');
    const view = /<div id="design-shell"[^]*?<\/picture><\/div><\/div><\/div><\/div>/.exec(
      res.body,
    )?.[0];
    expect(view).toBeDefined();
    expect(view).toContain(
      '<h1 class="lib-file-name">Rose_<wbr>&#60;b&#62;&#34;big&#34;&#60;/b&#62;.<wbr>v2</h1>',
    );
    expect(view).not.toContain('<b>');
    expect(view).toContain(
      `<source type="image/avif" srcset="/api/stickerei/${id}/preview/512.avif 512w, `,
    );
    expect(view).toContain('sizes="(max-width: 60rem) 100vw, 36rem"');
    expect(view).toContain(`<img src="/api/stickerei/${id}/preview/1024.png" alt="Rose_&#60;b`);
    // Unchanged: 304 by its ETag; compressed by Accept-Encoding.
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: `/files/${id}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const br = await app.inject({ url: `/files/${id}`, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
    const gz = await app.inject({ url: `/files/${id}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(res.body);
    // Not a library design (unknown here, or someone's own): the shell as built, no preload.
    for (const other of ['3f2a91c4-0d7e-4b8e-9a51-2c6f0e4d7b11', 'not-a-uuid']) {
      const plain = await app.inject({ url: `/files/${other}` });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain('file detail shell');
      expect(plain.body).not.toContain('rel="preload"');
      expect(plain.body).not.toContain('design-shell"');
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

describe('delivery: compressed copies and cache rules', async () => {
  const { site, admin } = fixture();
  const app = await build({ config: { siteDir: site, adminDir: admin } });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it("sends the build's brotli or gzip copy by Accept-Encoding, with Vary", async () => {
    for (const url of ['/_astro/Library.Bx3kP1.js', '/superadmin/assets/index-D0QIy4ex.js']) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toMatch(/javascript/);
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(BUNDLE);

      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(BUNDLE);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
      expect(plain.body, url).toBe(BUNDLE);
    }
  });

  it('sends pages by their clean URL compressed too', async () => {
    const page = await get('/sign-in', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('sign in');
  });

  it('lets browsers keep content-hashed files for a year without asking again', async () => {
    for (const url of ['/_astro/Library.Bx3kP1.js', '/superadmin/assets/index-D0QIy4ex.js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates pages and the admin index every time: no-cache, ETag, 304', async () => {
    for (const url of ['/', '/sign-in', '/superadmin/', '/superadmin/campaigns', '/files/3f']) {
      for (const encoding of ['br', '']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const first = await get(url, headers);
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBe('no-cache');
        const etag = first.headers.etag as string;
        expect(etag, url).toBeTruthy();
        const again = await get(url, { ...headers, 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.rawPayload.length, url).toBe(0);
      }
    }
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });
});
