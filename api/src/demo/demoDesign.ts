import { createHash } from 'node:crypto';
import type { DesignSource, StickType, ThemeCategory } from '@stickerei/shared/domain';

/** One file of a demo design, in the format the bytes are in. */
export interface DemoFile {
  /** Format id (`pes`, `dst`, …). */
  format: string;
  /** The name the design's file list and downloads show. */
  fileName: string;
  bytes: Uint8Array;
}

/** A design of the demo library before it is processed (docs/demo-library.md). */
export interface DemoDesign {
  /** Stable over runs (`corpus/emm__Star`, `generated/17`): the design's id derives from it. */
  key: string;
  name: string;
  tags: ThemeCategory[];
  labels: string[];
  author: string;
  stickSet: string;
  stickType: StickType;
  commercial: boolean;
  source: DesignSource;
  /** Its files, the one its previews and figures come from first (made on demand). */
  files(): DemoFile[];
}

/**
 * The design id of a demo design: a uuid derived from its key (version 8, RFC 9562), so a fill
 * that is interrupted and runs again finds the designs it already made.
 */
export function demoDesignId(key: string): string {
  const bytes = createHash('sha256').update(`stickerei-demo:${key}`).digest().subarray(0, 16);
  bytes[6] = 0x80 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A name from a file's stem: separators become spaces, the first letter a capital. */
export function displayName(stem: string): string {
  const words = stem.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
