import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, JUMP, STITCH, STOP, TRIM } from './model/commands.ts';
import { patternExtents } from './model/extents.ts';
import { threadHex } from './model/thread.ts';
import { detectFormat, formatById } from './registry.ts';
import { OTHER_WRITER_FILES, expectedOf, otherWriterBytes } from '../testdata/otherWriters.ts';

// Issue 11 item 4: files other programs write are read even where they bend the format (long or
// non-ASCII names that move header fields, headers longer than usual, thread counts that do not
// match). The files come from pyembroidery's writers (testdata/otherWriters/generate.py); each is
// compared with pyembroidery's own reading of it, or with what was written where pyembroidery
// misreads its own output.

function countsOf(bytes: Uint8Array, format: string) {
  const p = formatById(format)!.read(bytes);
  const n = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < p.length; i++) n[p.commands[i]!]!++;
  return {
    pattern: p,
    stats: {
      stitches: n[STITCH]!,
      color_changes: n[COLOR_CHANGE]!,
      stops: n[STOP]!,
      extents: patternExtents(p),
    },
    jumpsAndTrims: n[JUMP]! + n[TRIM]!,
  };
}

describe('files written by other programs', () => {
  it('has a file of every format pyembroidery writes and we read', () => {
    const formats = new Set(OTHER_WRITER_FILES.map((f) => f.format));
    expect([...formats].sort()).toEqual([
      'dst',
      'exp',
      'jef',
      'pec',
      'pes',
      'tbf',
      'u01',
      'vp3',
      'xxx',
    ]);
  });

  it.each(OTHER_WRITER_FILES)('$file ($case) is detected from its bytes', (entry) => {
    const bytes = otherWriterBytes(entry.file);
    expect(detectFormat(bytes)?.id).toBe(entry.format);
    expect(detectFormat(bytes, entry.file)?.id).toBe(entry.format);
  });

  it.each(OTHER_WRITER_FILES)(
    '$file reads with the stitches, colour changes and extents',
    (entry) => {
      const { stats } = countsOf(otherWriterBytes(entry.file), entry.format);
      const { stitches, color_changes, stops, extents } = expectedOf(entry);
      expect(stats).toEqual({ stitches, color_changes, stops, extents });
    },
  );

  it.each(OTHER_WRITER_FILES)('$file gives every colour block its thread', (entry) => {
    const { pattern, stats } = countsOf(otherWriterBytes(entry.file), entry.format);
    const ours = pattern.threads.map((t) => threadHex(t.color));
    const expected = expectedOf(entry).threads;
    // DST without TC lines, EXP and U01 name no colours.
    if (expected.length === 0) return expect(ours).toEqual([]);
    if (stats.stitches > 0) expect(ours.length).toBeGreaterThanOrEqual(stats.color_changes + 1);
    // pyembroidery lists every thread of DA (TBF) or the chart even beyond the blocks; we list
    // the blocks' threads. A PEC label that moved the colour list leaves no reading to compare.
    if (entry.format === 'pec' && entry.pyembroidery_misreads) return;
    expect(ours).toEqual(expected.slice(0, ours.length));
  });
});

describe('a TBF header moved by a long design name', () => {
  it('is found by its labels: DO and DA where pyembroidery wrote them', () => {
    const bytes = otherWriterBytes('tbf_long_name.tbf');
    const p = formatById('tbf')!.read(bytes);
    expect(p.metadata.name).toBe('A design name far longer than sixteen characters');
    expect(p.threads.map((t) => threadHex(t.color))).toEqual(['#1a1a1a', '#d01020', '#1040c0']);
  });

  it('keeps a UTF-8 name', () => {
    expect(formatById('tbf')!.read(otherWriterBytes('tbf_utf8_name.tbf')).metadata.name).toBe(
      'Blümchen-Bordüre',
    );
  });
});

describe('a PES whose strings count characters', () => {
  it('reads the name, the thread chart and the PEC label', () => {
    const p = formatById('pes')!.read(otherWriterBytes('pes_v6_utf8_name.pes'));
    expect(p.metadata.name).toBe('Größe Blümchen');
    expect(p.threads.map((t) => t.description)).toEqual(['Colour 1', 'Colour 2', 'Colour 3']);
  });
});

describe('a DST header longer than 512 bytes', () => {
  it('reads every TC line and starts the records after the header', () => {
    const p = formatById('dst')!.read(otherWriterBytes('dst_extended_many_threads.dst'));
    expect(p.threads).toHaveLength(24);
    expect(p.threads[23]).toMatchObject({ description: 'Colour 24', catalogNumber: '1023' });
  });
});
