import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { patternStatistics } from '../analyse/statistics.ts';
import { readPattern } from '../registry.ts';
import type { CliIo } from './io.ts';
import type { InspectRecord } from './inspect.ts';
import { runCli } from './runCli.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const star = join(root, 'corpus/real/pes/emm__Star.pes');
const temp = mkdtempSync(join(tmpdir(), 'stickerei-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function run(...argv: string[]): { status: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t) };
  const status = runCli(argv, io);
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('stickerei inspect', () => {
  it('prints one JSON array with the agreed field names', () => {
    const { status, out } = run('inspect', star, '--json');
    expect(status).toBe(0);
    const [record] = JSON.parse(out) as InspectRecord[];
    expect(Object.keys(record!).sort()).toEqual(
      [
        'file',
        'format',
        'width_mm',
        'height_mm',
        'stitches',
        'jumps',
        'trims',
        'color_changes',
        'stitch_block_count',
        'extents',
        'threads',
        'color_palette',
      ].sort(),
    );
    expect(record!.format).toBe('pes');
    expect(record!.stitches).toBeGreaterThan(0);
    expect(Object.keys(record!.threads![0]!)).toEqual([
      'hex',
      'description',
      'brand',
      'catalog_number',
    ]);
    expect(record!.width_mm).toBeCloseTo((record!.extents![2] - record!.extents![0]) / 10, 10);
  });

  it('reports a broken file in the array and on stderr, and fails', () => {
    // A PES file cut off after 30 bytes: its header points past the end.
    const junk = join(temp, 'cut.pes');
    writeFileSync(junk, readFileSync(star).subarray(0, 30));
    const { status, out, err } = run('inspect', '--json', star, junk);
    expect(status).toBe(1);
    const records = JSON.parse(out) as InspectRecord[];
    expect(records.map((r) => r.file)).toEqual([star, junk]);
    expect(records[1]!.error).toMatch(/PES/);
    expect(err).toContain(junk);
  });

  it('prints a readable summary without --json', () => {
    const { status, out } = run('inspect', star);
    expect(status).toBe(0);
    expect(out).toMatch(/stitches\s+\d+/);
    expect(out).toMatch(/color palette\s+[A-Z_]+/);
  });
});

describe('stickerei render and convert', () => {
  it('renders PNG and SVG files of the requested size', () => {
    const png = join(temp, 'star.png');
    expect(run('render', star, png, '--size', '96').status).toBe(0);
    const bytes = readFileSync(png);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([96, 96]);
    const svg = join(temp, 'star.svg');
    expect(run('render', star, svg, '--background', '#ffffff').status).toBe(0);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<svg [^>]*width="512"/);
  });

  it('converts to the format the output extension names, keeping the design', () => {
    const original = readPattern(new Uint8Array(readFileSync(star))).pattern;
    for (const extension of ['dst', 'jef']) {
      const out = join(temp, `star.${extension}`);
      const { status, out: message } = run('convert', star, out);
      expect(status).toBe(0);
      expect(message).toContain(`(${extension},`);
      const copy = readPattern(new Uint8Array(readFileSync(out)), out);
      expect(copy.format.id).toBe(extension);
      const [a, b] = [patternStatistics(original), patternStatistics(copy.pattern)];
      expect([b.stitches, b.widthMm, b.heightMm, b.colorChanges]).toEqual([
        a.stitches,
        a.widthMm,
        a.heightMm,
        a.colorChanges,
      ]);
    }
  });

  it('fails with a message for bad usage, unknown outputs and missing files', () => {
    expect(run('render', star, join(temp, 'x.gif')).status).toBe(1);
    expect(run('render', star, join(temp, 'x.png'), '--size', 'huge').status).toBe(1);
    expect(run('convert', star, join(temp, 'x.unknown')).err).toMatch(/no writer/);
    expect(run('inspect', join(temp, 'missing.pes')).err).toMatch(/ENOENT/);
    expect(run('frobnicate').status).toBe(2);
    expect(run('--help').out).toContain('stickerei inspect');
  });
});

describe('the stickerei process', () => {
  it('runs through pnpm exec node, prints JSON on stdout, errors on stderr and exits 1', () => {
    const missing = join(temp, 'missing.pes');
    const result = spawnSync(
      'pnpm',
      ['exec', 'node', 'embroidery/src/cli/stickerei.ts', 'inspect', '--json', star, missing],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    const records = JSON.parse(result.stdout) as InspectRecord[];
    expect(records[0]!.format).toBe('pes');
    expect(records[1]!.error).toMatch(/ENOENT/);
    expect(result.stderr).toContain(missing);
  }, 120_000);
});
