import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../model/formatError.ts';
import { phb } from './phb.ts';
import { phc } from './phc.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../corpus/${path}`, import.meta.url))));

describe('phc', () => {
  it('reads Star.phc (on which pyembroidery crashes) as the very design of Star.phb', () => {
    const a = phc.read(corpus('real/phc/emm__Star.phc'));
    const b = phb.read(corpus('real/phb/emm__Star.phb'));
    expect(a.length).toBe(b.length);
    expect(a.xs.subarray(0, a.length)).toEqual(b.xs.subarray(0, b.length));
    expect(a.ys.subarray(0, a.length)).toEqual(b.ys.subarray(0, b.length));
    expect(a.commands.subarray(0, a.length)).toEqual(b.commands.subarray(0, b.length));
    expect(a.threads).toEqual(b.threads);
  });

  it('reads the copyright-labelled variant the same way', () => {
    const a = phc.read(corpus('real/phc/rec__Cake_3.phc'));
    const b = phb.read(corpus('real/phb/rec__Cake_3.phb'));
    expect(a.commands.subarray(0, a.length)).toEqual(b.commands.subarray(0, b.length));
    expect(a.xs.subarray(0, a.length)).toEqual(b.xs.subarray(0, b.length));
  });

  it('detects by signature and refuses other bytes with a FormatError', () => {
    expect(phc.detect(corpus('real/phc/emm__Star.phc'))).toBe(1);
    expect(phc.detect(corpus('real/phb/emm__Star.phb'))).toBe(0);
    expect(() => phc.read(new TextEncoder().encode('#PHC0001'))).toThrow(FormatError);
  });
});
