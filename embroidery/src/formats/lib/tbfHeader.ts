import { findAscii, hasAscii, utf8OrLatin1 } from './byteReader.ts';

/** Where the body starts when the header fits its usual 0x600 bytes. */
export const TBF_BODY_AT = 0x600;
const NAME_AT = 0x83;
/** Longest header searched for its fields: far beyond any name a writer stores. */
const HEADER_LIMIT = 0x10000;
/** The DO field lists one needle per colour block, 256 of them. */
export const TBF_ORDER_SIZE = 0x100;

/** Where the parts of a TBF file are. */
export interface TbfLayout {
  name: string;
  /** Start of DO: the needle of each colour block. */
  order: number;
  /** Start of DA: one 'E' r g b ' ' entry per needle. */
  table: number;
  /** Start of the 3-byte records. */
  body: number;
}

/**
 * Finds the fields of a TBF header ("3.00", then "LA:" at 0x80). Tajima's own files put the
 * name in 16 bytes, DO at 0x10A and DA at 0x20E, but pyembroidery writes the whole name, however
 * long, and every later field moves with it; so the fields are found by their labels. The body
 * starts at 0x600 unless the header ran past it, then right after the header's "\r\x1a".
 * @returns the layout, or undefined when the bytes are no TBF header
 */
export function tbfLayout(bytes: Uint8Array): TbfLayout | undefined {
  if (bytes.length < TBF_BODY_AT || !isVersion(bytes) || !hasAscii(bytes, NAME_AT - 3, 'LA:'))
    return undefined;
  const limit = Math.min(bytes.length, HEADER_LIMIT);
  const nameEnd = findAscii(bytes, '\r', NAME_AT, limit);
  if (nameEnd < 0) return undefined;
  const doAt = findAscii(bytes, '\rDO:', nameEnd, limit);
  if (doAt < 0) return undefined;
  const order = doAt + 4;
  // DA follows the 256 DO bytes; search on only if some writer made DO another length.
  let daAt = order + TBF_ORDER_SIZE;
  if (!hasAscii(bytes, daAt, '\rDA:')) daAt = findAscii(bytes, '\rDA:', order, limit);
  if (daAt < 0) return undefined;
  const table = daAt + 4;
  let end = table;
  while (end + 5 <= bytes.length && bytes[end] === 0x45) end += 5;
  // pyembroidery pads the header to 0x600 only when it is shorter.
  const body = Math.max(TBF_BODY_AT, hasAscii(bytes, end, '\r\x1a') ? end + 2 : end);
  const name = utf8OrLatin1(bytes.subarray(NAME_AT, nameEnd)).replace(/\0.*$/s, '').trim();
  return { name, order, table, body };
}

/**
 * The layout of Tajima's own files (name in 16 bytes at 0x83, DO at 0x10A, DA at 0x20E, body at
 * 0x600), for a file whose labels cannot be found: reading by the usual offsets beats refusing.
 */
export function tbfFixedLayout(bytes: Uint8Array): TbfLayout {
  const name = utf8OrLatin1(bytes.subarray(NAME_AT, NAME_AT + 16))
    .replace(/\0.*$/s, '')
    .trim();
  return { name, order: 0x10a, table: 0x20e, body: TBF_BODY_AT };
}

// "3.00" in every file seen; any d.dd version is taken.
function isVersion(bytes: Uint8Array): boolean {
  const digit = (i: number) => bytes[i]! >= 0x30 && bytes[i]! <= 0x39;
  return digit(0) && bytes[1] === 0x2e && digit(2) && digit(3);
}
