import type { Pattern } from '@stickerei/embroidery';

/** One colour block of a design, in sewing order, with the thread it was matched to. */
export interface WorksheetBlock {
  /** 1-based sewing order. */
  index: number;
  /** The design colour, `#rrggbb`. */
  rgb: string;
  stitches: number;
  minutes: number;
  /** The closest thread of the chosen chart or stock; null when nothing is close. */
  match: { brand: string; code: string; name: string; rgb: string; deltaE: number } | null;
}

/** Everything one design's worksheet shows; the caller loads it (no database here). */
export interface WorksheetDesign {
  name: string;
  widthMm: number;
  heightMm: number;
  stitches: number;
  colourChanges: number;
  trims: number;
  estimatedMinutes: number;
  formats: string[];
  /** A PNG preview of about 512 px, transparent background. */
  previewPng: Uint8Array;
  /** The user's hoops the design fits (may be empty). */
  hoops: Array<{ name: string; widthMm: number; heightMm: number }>;
  /** The chart the blocks were matched to, e.g. "Madeira Polyneon" or "My threads". */
  brandName: string | null;
  blocks: WorksheetBlock[];
  /** Drawn at actual size on the template page. */
  pattern: Pattern;
}

/** A thread the user's stock lacks, for the bulk worksheet's last page. */
export interface ShoppingItem {
  brand: string;
  code: string;
  name: string;
  rgb: string;
  /** How many of the printed designs need it. */
  designs: number;
}

export type WorksheetLanguage = 'en' | 'de';
export type Paper = 'a4' | 'letter';

export interface WorksheetOptions {
  lang: WorksheetLanguage;
  paper: Paper;
  /** Date in the footer and the PDF's creation date (default: now). */
  generatedAt?: Date;
  /**
   * When given, a last page "Threads to buy" lists these. Read once, after the last design is
   * written, so a getter can hand over what the design source collected on the way.
   */
  shoppingList?: ShoppingItem[];
}
