import { describe, expect, it } from 'vitest';
import { END, STITCH } from '../model/commands.ts';
import { PatternBuilder, type Pattern } from '../model/pattern.ts';
import { formatById, writePattern } from '../registry.ts';
import { checkFormat } from './checkFormat.ts';

function named(name: string): Pattern {
  const b = new PatternBuilder();
  b.add(0, 0, STITCH);
  b.add(10, 10, STITCH);
  b.add(10, 10, END);
  b.threads = [{ color: 0x000000 }];
  b.metadata.name = name;
  return b.build();
}

const nameWarning = (p: Pattern, format: string) =>
  checkFormat(p, format).warnings.find((w) => w.code.startsWith('name-'));
const readName = (p: Pattern, format: string) =>
  formatById(format)!.read(writePattern(p, format)).metadata.name;

/** The label of the PEC section of a PES file: what a Brother machine shows. */
function pecLabel(bytes: Uint8Array): string {
  const offset = new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true);
  return new TextDecoder('latin1').decode(bytes.subarray(offset + 3, offset + 19)).trimEnd();
}

const LONG = 'Rose garden border, left corner';
const ACCENTED = 'Blüte groß';

describe('names', () => {
  it.each(['dst', 'tbf', 'pec'])('%s stores 16 characters: the name read back', (format) => {
    const w = nameWarning(named(LONG), format)!;
    expect(w.code).toBe('name-truncated');
    expect(w.params).toEqual({ max: 16, stored: readName(named(LONG), format), name: LONG });
    expect(w.params.stored).toBe('Rose garden bord');
  });

  it.each([
    ['dst', 'Bl_te gro_'],
    ['tbf', 'Bl_te gro_'],
    ['pec', 'Bl?te gro?'],
  ])('%s replaces letters other than ASCII: %s', (format, stored) => {
    expect(readName(named(ACCENTED), format)).toBe(stored);
    expect(nameWarning(named(ACCENTED), format)).toMatchObject({
      code: 'name-characters-replaced',
      params: { stored, name: ACCENTED },
    });
  });

  it('PES: the machine label is cut, the PE-Design header keeps the whole name', () => {
    const bytes = writePattern(named(LONG), 'pes');
    expect(formatById('pes')!.read(bytes).metadata.name).toBe(LONG);
    const w = nameWarning(named(LONG), 'pes')!;
    expect(w).toMatchObject({
      code: 'name-truncated',
      params: { max: 16, stored: pecLabel(bytes) },
    });
    expect(w.message).toContain('PE-Design keeps the full name');
  });

  it.each(['exp', 'u01', 'jef', 'vp3', 'xxx'])('%s has no name field', (format) => {
    expect(readName(named(LONG), format)).toBeUndefined();
    expect(nameWarning(named('Rose'), format)).toMatchObject({
      code: 'name-not-stored',
      params: { name: 'Rose' },
    });
  });

  it.each(['dst', 'tbf', 'pec', 'pes'])('%s keeps a short ASCII name', (format) => {
    expect(readName(named('Rose  '), format)?.trimEnd()).toBe('Rose');
    expect(nameWarning(named('Rose  '), format)).toBeUndefined();
  });

  it('says nothing without a name', () => {
    const p = named('');
    for (const format of ['dst', 'exp', 'pes']) expect(nameWarning(p, format)).toBeUndefined();
  });
});
