// Where a page's load spends the main thread's script time, as a phone would: Chromium's CPU
// slowed 4× (as Lighthouse simulates), a phone's viewport, V8's sampling profiler from the
// navigation until --settle ms after load. Prints the script time per file and the functions
// with the most self time. Lighthouse's scores swing with the machine (docs/benchmarks.md, "The
// machine's part"); this shows what a change moved. Run from e2e/ while the product runs:
//   pnpm exec node bench/scriptTime.ts --url http://127.0.0.1:3000/ [--runs 3] [--settle 4000]
//   [--signed-in: as the demo admin, signed in once through the site's page]
import { chromium, type BrowserContextOptions } from '@playwright/test';
import { DEMO_ADMIN, signIn } from '../fixtures/identity.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';

const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const url = option('url', 'http://127.0.0.1:3000/');
const runs = Number(option('runs', '3'));
const settle = Number(option('settle', '4000'));
const signedIn = process.argv.includes('--signed-in');

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
let storageState: BrowserContextOptions['storageState'];
if (signedIn) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL('/sign-in', url).toString());
  await signIn(page, DEMO_ADMIN);
  await page.waitForURL('**/files');
  storageState = await context.storageState();
  await context.close();
}
const perFile = new Map<string, number[]>();
const perFunction = new Map<string, number[]>();
const add = (map: Map<string, number[]>, key: string, run: number, ms: number) => {
  const list = map.get(key) ?? Array.from({ length: runs }, () => 0);
  list[run] = (list[run] ?? 0) + ms;
  map.set(key, list);
};
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      storageState,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settle);
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    const deltas = profile.timeDeltas ?? [];
    profile.samples?.forEach((id, i) => {
      const frame = nodes.get(id);
      if (!frame || !frame.url) return; // idle, program, garbage collection: not scripts
      const file = frame.url.split('/').pop()?.split('?')[0] || frame.url;
      const ms = (deltas[i] ?? 0) / 1000;
      add(perFile, file, run, ms);
      add(
        perFunction,
        `${frame.functionName || '(anonymous)'} ${file}:${frame.columnNumber}`,
        run,
        ms,
      );
    });
    await context.close();
  }
} finally {
  await browser.close();
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const table = (title: string, map: Map<string, number[]>, rows: number) => {
  console.log(`| ${title} | median ms | runs |\n| --- | --- | --- |`);
  for (const [key, values] of [...map].sort((a, b) => median(b[1]) - median(a[1])).slice(0, rows)) {
    console.log(
      `| ${key} | ${median(values).toFixed(0)} | ${values.map((v) => v.toFixed(0)).join(', ')} |`,
    );
  }
};
const total = Array.from({ length: runs }, (_, run) =>
  [...perFile.values()].reduce((sum, values) => sum + (values[run] ?? 0), 0),
);
console.log(
  `${url}: script time (CPU 4× slower) ${total.map((t) => t.toFixed(0)).join(', ')} ms\n`,
);
table('file', perFile, 10);
console.log('');
table('function (self time)', perFunction, 10);
