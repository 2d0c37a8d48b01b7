import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, STITCH, STOP } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { PatternBuilder, type Pattern } from '../model/pattern.ts';
import { type Thread, threadHex } from '../model/thread.ts';
import { ciede2000, rgbToLab } from '../analyse/colourSpace.ts';
import { formatById, writePattern } from '../registry.ts';
import { checkFormat } from './checkFormat.ts';

/** A design of one short block per colour (a colour change between blocks, or a stop). */
function blocks(colours: number[], options: { stopAfter?: number; threads?: Thread[] } = {}) {
  const b = new PatternBuilder();
  colours.forEach((_, k) => {
    if (k > 0) b.add(k * 10, 0, COLOR_CHANGE);
    b.add(k * 10, 0, STITCH);
    b.add(k * 10 + 5, 5, STITCH);
    if (k === options.stopAfter) b.add(k * 10 + 5, 5, STOP);
    if (k === options.stopAfter) b.add(k * 10 + 7, 7, STITCH);
  });
  b.add(colours.length * 10, 0, END);
  b.threads = options.threads ?? colours.map((color) => ({ color }));
  return b.build();
}

const readBack = (p: Pattern, format: string) => formatById(format)!.read(writePattern(p, format));
const warning = (p: Pattern, format: string, code: string) =>
  checkFormat(p, format).warnings.find((w) => w.code === code);

/** The PEC section of a PES file read as a PEC file: the colours a Brother machine shows. */
function pecOfPes(bytes: Uint8Array): Pattern {
  const offset = new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true);
  const pec = new Uint8Array(8 + bytes.length - offset);
  pec.set(new TextEncoder().encode('#PEC0001'));
  pec.set(bytes.subarray(offset), 8);
  return formatById('pec')!.read(pec);
}

/** Worst ΔE and the count above ΔE 3 between the design's colours and those read back. */
function deltas(source: readonly number[], back: readonly Thread[]) {
  const worst = new Map<number, number>();
  source.forEach((color, k) => {
    const d = ciede2000(rgbToLab(color), rgbToLab(back[k]!.color));
    worst.set(color, Math.max(worst.get(color) ?? 0, d));
  });
  const all = [...worst.values()];
  return {
    worstDeltaE: Math.round(Math.max(...all) * 10) / 10,
    changed: all.filter((d) => d > 3).length,
  };
}

// Off-chart colours, and two neighbours that share a nearest entry (the writers then differ).
const OFF_CHART = [0x123456, 0xfe0102, 0xff0000, 0x7a7a10, 0x33cc99, 0xfe0102];

describe('colours-approximated', () => {
  it('is silent for colours the chart holds exactly', () => {
    expect(checkFormat(blocks([0x000000, 0x0a55a3, 0xed171f]), 'pec').ok).toBe(true);
    expect(checkFormat(blocks([0x000000, 0x0a55a3, 0xed171f]), 'pes').ok).toBe(true);
    expect(checkFormat(blocks([0x000000, 0xffffff, 0xff0000]), 'jef').ok).toBe(true);
  });

  it('PEC: gives the worst ΔE and the colours it changes, as the file reads back', () => {
    const p = blocks(OFF_CHART);
    const back = readBack(p, 'pec');
    const w = warning(p, 'pec', 'colours-approximated')!;
    expect(w.params).toMatchObject({
      palette: 'Brother PEC',
      colours: 5,
      ...deltas(OFF_CHART, back.threads),
    });
    const worst = OFF_CHART.indexOf(Number.parseInt(String(w.params.from).slice(1), 16));
    expect(w.params.to).toBe(threadHex(back.threads[worst]!.color));
    expect(w.params.toName).toBe(back.threads[worst]!.description);
  });

  it('PES: the machine part gets chart colours, the PE-Design part keeps them exact', () => {
    const p = blocks(OFF_CHART);
    const bytes = writePattern(p, 'pes');
    expect(
      formatById('pes')!
        .read(bytes)
        .threads.map((t) => t.color),
    ).toEqual(OFF_CHART);
    const w = warning(p, 'pes', 'colours-approximated')!;
    expect(w.params).toMatchObject(deltas(OFF_CHART, pecOfPes(bytes).threads));
    expect(w.message).toContain('PE-Design keeps the exact ones');
  });

  it('JEF: gives the worst ΔE of the Janome colours the file reads back with', () => {
    const p = blocks(OFF_CHART);
    const w = warning(p, 'jef', 'colours-approximated')!;
    expect(w.params).toMatchObject({
      palette: 'Janome',
      colours: 5,
      ...deltas(OFF_CHART, readBack(p, 'jef').threads),
    });
  });

  it('leaves out blocks the design names no thread for', () => {
    const p = blocks([0x000000, 0x123456], { threads: [{ color: 0x000000 }] });
    expect(warning(p, 'pec', 'colours-approximated')).toBeUndefined();
    expect(warning(blocks([0, 0], { threads: [] }), 'jef', 'colours-approximated')).toBeUndefined();
  });
});

describe('colours-not-stored', () => {
  it.each(['exp', 'u01'])('%s reads back with no colours at all', (format) => {
    const p = blocks([0x123456, 0x654321, 0xabcdef]);
    expect(readBack(p, format).threads).toEqual([]);
    expect(warning(p, format, 'colours-not-stored')!.params).toEqual({ colourChanges: 2 });
  });

  it('DST: counts the threads that fit the header lines machines ignore', () => {
    const few = blocks([0x123456, 0x654321, 0xabcdef]);
    expect(readBack(few, 'dst').threads).toHaveLength(3);
    expect(warning(few, 'dst', 'colours-not-stored')!.params).toEqual({
      colourChanges: 2,
      threadsInHeader: 3,
    });
    const colours = Array.from({ length: 12 }, (_, k) => k * 0x101010);
    const named = colours.map((color) => ({ color, description: 'A long thread description' }));
    const many = blocks(colours, { threads: named });
    expect(readBack(many, 'dst').threads).toEqual([]);
    expect(warning(many, 'dst', 'colours-not-stored')!.params.threadsInHeader).toBe(0);
  });

  it('says nothing for a design without thread colours', () => {
    expect(warning(blocks([0, 0], { threads: [] }), 'dst', 'colours-not-stored')).toBeUndefined();
  });

  it('TBF keeps the colour of each needle', () => {
    const p = blocks([0x123456, 0x654321, 0xabcdef]);
    expect(readBack(p, 'tbf').threads.map((t) => t.color)).toEqual([0x123456, 0x654321, 0xabcdef]);
    expect(checkFormat(p, 'tbf').ok).toBe(true);
  });
});

describe('too-many-colours', () => {
  const distinct = (n: number) => Array.from({ length: n }, (_, k) => 0x010203 * (k + 1));

  it('TBF: colours past the 15th share needles and read back with their colour', () => {
    const colours = distinct(17);
    const back = readBack(blocks(colours), 'tbf').threads.map((t) => t.color);
    expect(back.slice(15)).toEqual(colours.slice(0, 2));
    expect(warning(blocks(colours), 'tbf', 'too-many-colours')!.params).toEqual({
      count: 17,
      max: 15,
      unit: 'colours',
    });
    expect(warning(blocks(distinct(15)), 'tbf', 'too-many-colours')).toBeUndefined();
  });

  it('U01: colours past the 15th wrap round the needles', () => {
    expect(warning(blocks(distinct(16)), 'u01', 'too-many-colours')!.params).toMatchObject({
      count: 16,
      max: 15,
    });
  });

  it('PEC and PES: more colours than the 64 of the chart share entries', () => {
    const colours = distinct(70);
    const back = readBack(blocks(colours), 'pec').threads.map((t) => t.color);
    expect(new Set(back).size).toBeLessThanOrEqual(64);
    for (const format of ['pec', 'pes'])
      expect(warning(blocks(colours), format, 'too-many-colours')!.params).toEqual({
        count: 70,
        max: 64,
        unit: 'colours',
      });
  });

  it('DST: more than 999 colour changes overrun the header’s CO field', () => {
    const p = blocks(Array.from({ length: 1001 }, (_, k) => k));
    const header = new TextDecoder().decode(writePattern(p, 'dst').subarray(0, 512));
    expect(header).toContain('CO:1000\r');
    expect(warning(p, 'dst', 'too-many-colours')!.params).toEqual({
      count: 1000,
      max: 999,
      unit: 'colour changes',
    });
  });

  it.each([
    ['pec', 256, 255],
    ['pes', 256, 255],
    ['vp3', 256, 255],
    ['tbf', 257, 256],
  ])('%s: %i colour blocks are refused, as the writer refuses them', (format, n, max) => {
    const p = blocks(distinct(n));
    expect(() => writePattern(p, format)).toThrow(FormatError);
    expect(checkFormat(p, format)).toMatchObject({
      ok: false,
      writable: false,
      warnings: [{ code: 'too-many-colours', params: { count: n, max } }],
    });
    expect(checkFormat(blocks(distinct(n - 1)), format).writable).toBe(true);
    expect(() => writePattern(blocks(distinct(n - 1)), format)).not.toThrow();
  });

  it('counts a stop as a block where the format writes it as one', () => {
    const p = blocks(distinct(255), { stopAfter: 3 });
    expect(() => writePattern(p, 'pec')).toThrow(FormatError);
    expect(checkFormat(p, 'pec').writable).toBe(false);
  });
});
