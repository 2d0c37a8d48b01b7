import type { FormatModule } from '../model/formatModule.ts';
import { FormatError } from '../model/formatError.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { TOYOTA_LAYOUT } from './a10o.ts';
import { A_END, actionTable, readSignedBody } from './lib/signedRecords.ts';

// Singer CSD, after libembroidery's reader (singer.c): an 8-byte identifier, then every byte
// enciphered as (byte XOR xorMask[offset mod 501]) + subMask[offset mod 479], the masks being
// successive high bytes of a linear congruential generator (× 0x41C64E6D + 0x3039) seeded with
// 0x0C. Deciphered: 16 RGB colours, 2 unknown bytes, 14 colour-order bytes, then records in
// Toyota's 10o layout (control, y, x), ending with 0x87 (or 0xF8, 0x91). Files whose identifier
// does not start 7C ?? C3 use a position-dependent scheme that no sample here shows, so they are
// refused rather than guessed at.
const SUB_SIZE = 479;
const XOR_SIZE = 501;
const BODY_AT = 8 + 48 + 2 + 14;

function masks(seed: number): { sub: Uint8Array; xor: Uint8Array } {
  const sub = new Uint8Array(SUB_SIZE);
  const xor = new Uint8Array(XOR_SIZE);
  let s = seed;
  for (let i = 0; i < SUB_SIZE + XOR_SIZE; i++) {
    s = (Math.imul(s, 0x41c64e6d) + 0x3039) | 0;
    if (i < SUB_SIZE) sub[i] = (s >> 16) & 0xff;
    else xor[i - SUB_SIZE] = (s >> 16) & 0xff;
  }
  return { sub, xor };
}

const MASKS = masks(0x0c);

function decipher(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  for (let i = 8; i < out.length; i++) {
    out[i] =
      (((bytes[i] as number) ^ (MASKS.xor[i % XOR_SIZE] as number)) -
        (MASKS.sub[i % SUB_SIZE] as number)) &
      0xff;
  }
  return out;
}

const LAYOUT = {
  ...TOYOTA_LAYOUT,
  format: 'csd',
  actions: actionTable((c) =>
    c === 0xf8 || c === 0x91 ? A_END : (TOYOTA_LAYOUT.actions[c] as number),
  ),
};

function isPlainScheme(bytes: Uint8Array): boolean {
  return bytes.length >= BODY_AT && bytes[0] === 0x7c && bytes[2] === 0xc3;
}

/**
 * Reads a Singer CSD file: threads from its palette in the order its colour list gives.
 * @throws FormatError for an unsupported cipher, a short header, an unknown control or a cut record
 */
export function readCsd(bytes: Uint8Array): Pattern {
  if (bytes.length < BODY_AT)
    throw new FormatError('csd', bytes.length, 'file ends inside the header');
  if (!isPlainScheme(bytes))
    throw new FormatError('csd', 0, 'this CSD cipher variant is not supported');
  const plain = decipher(bytes);
  const sink = readSignedBody(plain, BODY_AT, LAYOUT);
  const palette: Thread[] = [];
  for (let k = 0; k < 16; k++) {
    palette.push({
      color: (plain[8 + 3 * k]! << 16) | (plain[9 + 3 * k]! << 8) | plain[10 + 3 * k]!,
    });
  }
  let blocks = 1;
  for (let i = 0; i < sink.length; i++) if (sink.commands[i] === 3) blocks++;
  for (let k = 0; k < Math.min(blocks, 14); k++)
    sink.threads.push({ ...palette[plain[58 + k]! & 0x0f]! });
  return sink.build();
}

/** Singer CSD. */
export const csd: FormatModule = {
  id: 'csd',
  name: 'Singer CSD',
  extensions: ['csd'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: 16, paletteOnly: false },
  // The identifier, and a body that deciphers to the 0x8A start record.
  detect: (bytes) =>
    isPlainScheme(bytes) &&
    bytes.length > BODY_AT &&
    decipher(bytes.subarray(0, BODY_AT + 1))[BODY_AT] === 0x8a
      ? 1
      : 0,
  read: readCsd,
};
