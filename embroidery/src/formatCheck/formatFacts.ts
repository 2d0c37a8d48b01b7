/**
 * What each of our writers does with a design, as the checks need it. Every entry follows the
 * writer in `formats/` (and its helpers in `formats/lib/`); docs/format-check.md gives the
 * source of each limit. A writer added to the registry without an entry here is not checkable.
 */
export interface FormatFacts {
  /** The format's name in messages. */
  label: string;
  /**
   * How thread colours are stored: `rgb` exactly; `tajima-header` as TC lines machines ignore
   * (DST); `none` not at all (EXP); `needles` as needle numbers only (U01); `needle-rgb` as one
   * RGB colour per needle (TBF); `pec` / `pes` / `janome` as the nearest chart entry.
   */
  colours: 'rgb' | 'tajima-header' | 'none' | 'needles' | 'needle-rgb' | 'pec' | 'pes' | 'janome';
  /** The name field: its length and the character put for anything but printable ASCII. */
  name: { kind: 'none' } | { kind: 'label'; max: number; replacement: string; pesHeader?: true };
  /** A STOP is kept, or written as a colour change (the format has no stop code). */
  stops: 'kept' | 'as-colour-change';
  /** A TRIM is kept, spelt as three jumps (DST), or left to the machine's cut on long jumps (JEF). */
  trims: 'kept' | 'as-jumps' | 'long-jumps';
  /** A JUMP is kept, or its travel goes into the next stitch (VP3 has no jump). */
  jumps: 'kept' | 'into-next-stitch';
  /** The largest design the file can describe (0.1 mm), and what limits it. */
  size?: { kind: 'tajima-fields' | 'signed-16' | 'jef-hoop'; max: number };
  /** What the writer runs before fitting moves: needle blocks (TBF, U01), greedy split (EXP). */
  prepare?: 'needle-blocks' | 'greedy-split';
  /** The writer goes through `planRecords`, which refuses more than 8,000,000 records. */
  recordPlanner?: true;
  /** Most colour blocks the writer accepts (it refuses more). */
  maxBlocks?: number;
  /** Needles a colour can be given (distinct colours beyond them share needles). */
  needles?: number;
  /** The PEC stitch block length is 24 bits. */
  pecBlock?: true;
  /** PES design section: 16-bit stitch count per run and run count. */
  pesRuns?: true;
  /** DST's header counts colour changes in 3 digits. */
  maxColourChanges?: number;
  /** Jumps in a row that machines take as a trim (DST). */
  jumpsForTrim?: number;
}

const TAJIMA_FIELDS = { kind: 'tajima-fields', max: 99_999 } as const;
const SIGNED_16 = { kind: 'signed-16', max: 32_767 } as const;
const NO_NAME = { kind: 'none' } as const;

export const FORMAT_FACTS: Readonly<Record<string, FormatFacts>> = {
  dst: {
    label: 'DST',
    colours: 'tajima-header',
    name: { kind: 'label', max: 16, replacement: '_' },
    stops: 'as-colour-change',
    trims: 'as-jumps',
    jumps: 'kept',
    size: TAJIMA_FIELDS,
    recordPlanner: true,
    maxColourChanges: 999,
    jumpsForTrim: 3,
  },
  exp: {
    label: 'EXP',
    colours: 'none',
    name: NO_NAME,
    stops: 'as-colour-change',
    trims: 'kept',
    jumps: 'kept',
    prepare: 'greedy-split',
    recordPlanner: true,
  },
  tbf: {
    label: 'TBF',
    colours: 'needle-rgb',
    name: { kind: 'label', max: 16, replacement: '_' },
    stops: 'kept',
    trims: 'kept',
    jumps: 'kept',
    size: TAJIMA_FIELDS,
    prepare: 'needle-blocks',
    recordPlanner: true,
    maxBlocks: 256,
    needles: 15,
  },
  u01: {
    label: 'U01',
    colours: 'needles',
    name: NO_NAME,
    stops: 'kept',
    trims: 'kept',
    jumps: 'kept',
    prepare: 'needle-blocks',
    recordPlanner: true,
    needles: 15,
  },
  pec: {
    label: 'PEC',
    colours: 'pec',
    name: { kind: 'label', max: 16, replacement: '?' },
    stops: 'kept',
    trims: 'kept',
    jumps: 'kept',
    size: SIGNED_16,
    maxBlocks: 255,
    pecBlock: true,
  },
  pes: {
    label: 'PES',
    colours: 'pes',
    name: { kind: 'label', max: 16, replacement: '?', pesHeader: true },
    stops: 'kept',
    trims: 'kept',
    jumps: 'kept',
    size: SIGNED_16,
    maxBlocks: 255,
    pecBlock: true,
    pesRuns: true,
  },
  jef: {
    label: 'JEF',
    colours: 'janome',
    name: NO_NAME,
    stops: 'kept',
    trims: 'long-jumps',
    jumps: 'kept',
    size: { kind: 'jef-hoop', max: 2000 },
  },
  vp3: {
    label: 'VP3',
    colours: 'rgb',
    name: NO_NAME,
    stops: 'as-colour-change',
    trims: 'kept',
    jumps: 'into-next-stitch',
    maxBlocks: 255,
  },
  xxx: {
    label: 'XXX',
    colours: 'rgb',
    name: NO_NAME,
    stops: 'as-colour-change',
    trims: 'kept',
    jumps: 'kept',
    size: SIGNED_16,
  },
};
