/**
 * Size of the header EXY, FXY and U01 files share (in the corpus and as pyembroidery writes U01):
 * 128 ASCII '0' characters, then extents and counts, padded to 256 bytes. Readers skip it whole.
 */
export const ELTAC_HEADER_SIZE = 0x100;

/** 1 when the file opens with the 128 '0' characters of that header, else 0. */
export function eltacHeaderScore(bytes: Uint8Array): number {
  if (bytes.length < ELTAC_HEADER_SIZE) return 0;
  for (let i = 0; i < 0x80; i++) if (bytes[i] !== 0x30) return 0;
  return 1;
}
