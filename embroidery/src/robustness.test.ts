import fc from 'fast-check';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FormatError } from './model/formatError.ts';
import type { FormatModule } from './model/formatModule.ts';
import type { Pattern } from './model/pattern.ts';
import { FORMATS, detectFormat, readPattern } from './registry.ts';
import { arbitraryWildPattern } from '../testdata/patterns.ts';

// Issue 4 item 7: whatever the bytes, every reader returns a pattern or throws a FormatError that
// names its format and a byte offset — never another exception, a hang, or memory out of
// proportion to the input. Generic over the registry, so every format module is covered.
const CORPUS = fileURLToPath(new URL('../../corpus/', import.meta.url));

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return name.endsWith('.json') || name.endsWith('.md') ? [] : [path];
  });
}

/** Samples of every corpus file a registered format claims, with that format. */
const SAMPLES: { name: string; bytes: Uint8Array; format: FormatModule }[] = listFiles(
  CORPUS,
).flatMap((path) => {
  const bytes = new Uint8Array(readFileSync(path));
  const format = detectFormat(bytes, path);
  return format ? [{ name: path.slice(CORPUS.length), bytes, format }] : [];
});

/** Asserts the outcome of reading `bytes` with `format`: a sane pattern or a proper FormatError. */
function readSafely(format: FormatModule, bytes: Uint8Array): Pattern | FormatError {
  let pattern: Pattern;
  try {
    pattern = format.read(bytes);
  } catch (error) {
    if (!(error instanceof FormatError))
      throw new Error(`${format.id} threw ${String(error)}`, { cause: error });
    expect(error.format).toBe(format.id);
    const offsetOk =
      Number.isInteger(error.offset) && error.offset >= 0 && error.offset <= bytes.length;
    expect(offsetOk, `${error.message} in a ${bytes.length}-byte input`).toBe(true);
    expect(error.reason.length).toBeGreaterThan(0);
    return error;
  }
  expect(pattern.length).toBeGreaterThanOrEqual(0);
  expect(pattern.length).toBeLessThanOrEqual(pattern.xs.length);
  expect(pattern.ys.length).toBe(pattern.xs.length);
  expect(pattern.commands.length).toBe(pattern.xs.length);
  // Memory in proportion to the input: no allocation from a header's claims alone.
  expect(pattern.xs.length).toBeLessThanOrEqual(64 * bytes.length + 4096);
  let badCommands = 0;
  for (let i = 0; i < pattern.length; i++) if (pattern.commands[i]! > 5) badCommands++;
  expect(badCommands).toBe(0);
  return pattern;
}

const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('truncate' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
    bit: fc.nat(7),
  }),
  fc.record({
    kind: fc.constant('overwrite' as const),
    at: fc.nat(),
    value: fc.uint8Array({ minLength: 1, maxLength: 16 }),
  }),
  // Hostile counts and offsets: a huge, negative or zero 32-bit value somewhere in the header.
  fc.record({
    kind: fc.constant('claim' as const),
    at: fc.nat(1024),
    value: fc.constantFrom(0, 0xffffffff, 0x7fffffff, 0x80000000, 0x40000000, 0xffff, 1),
  }),
);

function mutate(
  bytes: Uint8Array,
  m: fc.Arbitrary<typeof mutation> extends never
    ? never
    : ReturnType<typeof mutation.generate>['value'],
): Uint8Array {
  const out = bytes.slice();
  if (out.length === 0) return out;
  switch (m.kind) {
    case 'truncate':
      return out.slice(0, Math.floor(m.at * out.length));
    case 'flip':
      for (const at of m.at) out[at % out.length]! ^= 1 << m.bit;
      return out;
    case 'overwrite':
      out.set(
        m.value.subarray(0, Math.max(0, out.length - (m.at % out.length))),
        m.at % out.length,
      );
      return out;
    case 'claim': {
      const at = Math.min(m.at, Math.max(0, out.length - 4));
      if (out.length >= 4) new DataView(out.buffer).setUint32(at, m.value, m.at % 2 === 0);
      return out;
    }
  }
}

describe('every reader, on any input', () => {
  it('has corpus samples for the registered formats', () => {
    expect(SAMPLES.length).toBeGreaterThan(50);
  });

  it('survives random bytes, empty input included', () => {
    for (const format of FORMATS) {
      readSafely(format, new Uint8Array(0));
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
          readSafely(format, bytes);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('survives random bytes behind a real file’s first bytes (past the signature checks)', () => {
    const byFormat = new Map(SAMPLES.map((s) => [s.format.id, s]));
    for (const sample of byFormat.values()) {
      fc.assert(
        fc.property(fc.nat(600), fc.uint8Array({ maxLength: 4096 }), (keep, tail) => {
          const head = sample.bytes.subarray(0, Math.min(keep, sample.bytes.length));
          readSafely(sample.format, new Uint8Array([...head, ...tail]));
        }),
        { numRuns: 40 },
      );
    }
  });

  it('survives truncation, bit flips, overwrites and hostile header values of every corpus file', () => {
    for (const sample of SAMPLES) {
      fc.assert(
        fc.property(mutation, (m) => {
          readSafely(sample.format, mutate(sample.bytes, m));
        }),
        { numRuns: sample.bytes.length > 100_000 ? 2 : 5, seed: sample.name.length },
      );
    }
  });

  it('reads through the registry with a FormatError for unknown bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), (bytes) => {
        try {
          readPattern(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(FormatError);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('writes any pattern, or refuses it with a FormatError, in every writable format', () => {
    for (const format of FORMATS.filter((f) => f.write)) {
      fc.assert(
        fc.property(arbitraryWildPattern(), (pattern) => {
          let bytes: Uint8Array;
          try {
            bytes = format.write!(pattern);
          } catch (error) {
            expect(error).toBeInstanceOf(FormatError);
            return;
          }
          // A format without a header may write nothing at all for an empty pattern.
          if (bytes.length === 0) return;
          // EXP refuses bytes that read as plain text (exp.ts, isPlainText): its own output
          // looks so when every move is short and goes right and up (a one-stitch pattern).
          const text = bytes.every(
            (b) => (b >= 0x20 && b <= 0x7e) || b === 9 || b === 10 || b === 13,
          );
          if (format.id === 'exp' && text) {
            expect(format.detect(bytes), 'exp takes text-like bytes for text').toBe(0);
          } else {
            expect(format.detect(bytes), `${format.id} detects its own output`).toBeGreaterThan(0);
          }
          expect(readSafely(format, bytes)).not.toBeInstanceOf(FormatError);
        }),
        { numRuns: 40 },
      );
    }
  });
});
