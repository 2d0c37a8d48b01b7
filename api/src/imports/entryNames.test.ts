import { describe, expect, it } from 'vitest';
import { entryPath, motifStem } from './entryNames.ts';

describe('entryPath', () => {
  it('shows a hostile name as a harmless relative path', () => {
    expect(entryPath('../../etc/passwd')).toBe('etc/passwd');
    expect(entryPath('C:\\Users\\x\\rose.dst')).toBe('Users/x/rose.dst');
    expect(entryPath('/abs/ro\u0000se.pes')).toBe('abs/rose.pes');
    expect(entryPath('./..')).toBe('unnamed');
  });
});

describe('motifStem', () => {
  it('says the same motif for the names shops and file managers give one design', () => {
    const rose = [
      'Rose.pes',
      'rose.DST',
      'ROSE_PES.pes',
      'Rose-dst.dst',
      'rose (1).jef',
      'rose copy.exp',
    ];
    expect(new Set(rose.map(motifStem))).toEqual(new Set(['rose']));
    // Accents and folders aside: an umlaut written or left out says the same.
    expect(motifStem('Folder/Sub/Blüte 4x4.vp3')).toBe(motifStem('blute_4x4.dst'));
  });

  it('keeps the numbers and words that tell a series apart', () => {
    expect(motifStem('leaf_1.pes')).not.toBe(motifStem('leaf_2.pes'));
    expect(motifStem('leaf-one.pes')).not.toBe(motifStem('leaf-two.pes'));
    expect(motifStem('A.pes')).not.toBe(motifStem('B.pes'));
  });
});
