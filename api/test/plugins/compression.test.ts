import { request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build, freshDb } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { corpusFile, tempDataDir, uploadOne, waitForJobs } from '../fixtures/uploads.ts';
import { listen } from '../fixtures/streams.ts';

const tokens = await tokenFactory();
const app = await build({
  db: await freshDb(),
  config: {
    cognito: cognitoFor(tokens),
    dataDir: await tempDataDir(),
    jobs: { concurrency: 1, timeoutSeconds: 60, maxMemoryMb: 512 },
    stream: { keepAliveSeconds: 1 },
  },
});
const alice = await as(tokens, 'alice', ['USER']);
// What Chromium sends.
const BROWSER = 'gzip, deflate, br, zstd';

describe('api answers compressed by Accept-Encoding', () => {
  // A chart of a few hundred colours: well above the 1 KB threshold.
  const url = '/api/threads/brands/arc-polyester';

  it('sends JSON above 1 KB as brotli or gzip, with Vary: Accept-Encoding', async () => {
    const plain = await app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({ url, headers: { 'accept-encoding': BROWSER } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves JSON below 1 KB as it is', async () => {
    const small = await app.inject({ url: '/api/config', headers: { 'accept-encoding': BROWSER } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('cognito');
  });

  it('sends an embroidery file as its bytes, uncompressed', async () => {
    const star = await corpusFile('dst/emm__Star.dst');
    const [job] = await waitForJobs(app, alice, [await uploadOne(app, alice, 'Star.dst', star)]);
    const download = await app.inject({
      url: `/api/stickerei/download-file?id=${job!.designId}&format=dst`,
      headers: { ...alice, 'accept-encoding': BROWSER },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.rawPayload.equals(star)).toBe(true);
  });

  it('never compresses the event stream: each event leaves as it is written', async () => {
    const base = await listen(app);
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(`${base}/api/stream/processing-jobs`, {
        headers: {
          ...alice,
          accept: 'text/event-stream',
          'accept-encoding': BROWSER,
        },
      })
        .on('response', resolve)
        .on('error', reject)
        .end();
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['content-encoding']).toBeUndefined();
      // The first event arrives readable on its own, without the stream ending.
      const [first] = (await response.take(1).toArray()) as Buffer[];
      expect(first!.toString('utf8')).toContain('event: ready');
    } finally {
      response.destroy();
    }
  });
});
