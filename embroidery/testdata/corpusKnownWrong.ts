// Test support for corpus.test.ts: the corpus files where pyembroidery's reference statistics
// (corpus/reference.json) are wrong, what a correct reader gives instead, and why
// (corpus/SOURCES.md, "Where pyembroidery's reference is NOT to be trusted"). The long-tail
// formats keep their entries beside their modules; they are merged in here.
import { LONG_TAIL_KNOWN_WRONG } from './longTailKnownWrong.ts';

/** Statistics compared between the library and the reference. */
export interface CorpusStats {
  stitches: number;
  jumps: number;
  trims: number;
  color_changes: number;
  stops: number;
  end: number;
  extents: [number, number, number, number];
  /** Thread colours as `#rrggbb`, in order. */
  threads: string[];
}

/** A file whose reference is wrong: the fields a correct reader gives, and the reason. */
export interface KnownWrong {
  reason: string;
  expect: Partial<CorpusStats>;
  /** The format the bytes really are, when the file's extension names another. */
  detectedAs?: string;
}

const BLANK_PES =
  'an empty design: the PEC colour count byte is 0xFF (no colours) and the stitch block ends before ' +
  'its data starts; pyembroidery reads 256 colours and decodes the preview icons as stitches';
const EMPTY: Partial<CorpusStats> = {
  stitches: 0,
  jumps: 0,
  trims: 0,
  color_changes: 0,
  stops: 0,
  end: 1,
  extents: [0, 0, 0, 0],
  threads: [],
};

const PEMBROIDER_VP3 =
  'PEmbroider writes each colour block length 25 bytes short (the thread strings are left out); ' +
  'pyembroidery trusts it, so it stops 25 bytes early in the last block, or lands inside the ' +
  'stitches and crashes when there are more blocks. The stitch sections carry correct lengths; ' +
  'read by them, the stitch count equals the one in the file header';
const PEMBROIDER_PES_CHART =
  'PEmbroider’s PES v6 header says 6 threads but holds no thread records; pyembroidery reads the ' +
  'bytes after the count as threads (the CEmbOne block or the PEC section, with control ' +
  'characters in their names). That chart is left out here and the colours come from the PEC ' +
  'colour list, which alternates two colours, so no colour change repeats a thread (no stops)';
const PEMBROIDER_PES_EXPECT: Partial<CorpusStats> = {
  color_changes: 5,
  stops: 0,
  threads: ['#000000', '#ed171f', '#000000', '#ed171f', '#000000', '#ed171f'],
};
const CMYK_THREADS = ['#00ffff', '#ff00ff', '#ffff00', '#000000'];

const XXX_DOUBLE_END =
  'the stitch data closes with 7F 18 and then 7F 7F; pyembroidery stops at the first and reads ' +
  'the second as the start of the colour table, so its first colour is the bogus #140000 and the ' +
  'rest shift by one (the same design in VP3/PES has the colours read here)';

/** Keyed by path under corpus/ (`real/…` or `synth/…`). */
export const KNOWN_WRONG: Readonly<Record<string, KnownWrong>> = {
  ...LONG_TAIL_KNOWN_WRONG,
  'real/pes/frno7__blank-v1.pes': { reason: BLANK_PES, expect: EMPTY },
  'real/pes/frno7__blank-v2.pes': { reason: BLANK_PES, expect: EMPTY },
  'real/pes/frno7__blank-v3.pes': { reason: BLANK_PES, expect: EMPTY },
  'real/pes/frno7__blank-v4.pes': { reason: BLANK_PES, expect: EMPTY },
  'real/pes/frno7__blank-v5.pes': { reason: BLANK_PES, expect: EMPTY },
  'real/pes/frno7__blank-v6.pes': { reason: BLANK_PES, expect: EMPTY },
  'real/pes/frno7__metadata-v4.pes': { reason: BLANK_PES, expect: EMPTY },
  'real/pes/frno7__metadata-v5.pes': { reason: BLANK_PES, expect: EMPTY },
  'real/pes/frno7__metadata-v6.pes': { reason: BLANK_PES, expect: EMPTY },
  'real/pes/libpes__nothingV6.pes': {
    reason:
      'an empty design (its README says so): the PES header lists no objects and the PEC section it ' +
      'points to is all zero bytes; pyembroidery decodes the zeros as 6957 stitches',
    expect: { ...EMPTY, threads: ['#000000'] },
  },
  'real/pes/pembroider__Hello_PEmbroider.pes': {
    reason: PEMBROIDER_PES_CHART,
    expect: PEMBROIDER_PES_EXPECT,
  },
  'real/pes/pembroider__pes_v6_trunc.pes': {
    reason: PEMBROIDER_PES_CHART,
    expect: PEMBROIDER_PES_EXPECT,
  },
  'real/phc/emm__Star.phc': {
    reason:
      'pyembroidery crashes (its stitch-section base comes from byte 0x2B, a space in this "LA:Star" ' +
      'label); read correctly it is exactly the design of emm__Star.phb',
    expect: {
      stitches: 2539,
      jumps: 1,
      trims: 0,
      color_changes: 1,
      stops: 0,
      end: 1,
      extents: [-296, -462, 295, 161],
      threads: ['#fe370f', '#f0f0f0'],
    },
  },
  'real/jef/pembroider__PEmbroider_bitmap_image_2.jef': {
    reason:
      'the colour list starts with chart index 0 (Janome’s stop marker, meaningless for the first ' +
      'block); pyembroidery leaves that thread missing (null), we give the block the chart’s ' +
      'placeholder colour so every block has a thread',
    expect: { threads: ['#000000', '#ff0000'] },
  },
  'real/vp3/pembroider__tsp-painting-b_w.vp3': {
    reason: PEMBROIDER_VP3,
    expect: { stitches: 25614, extents: [-508, -500, 509, 509] },
  },
  'real/vp3/pembroider__tsp-painting-cmyk-v1.vp3': {
    reason: PEMBROIDER_VP3,
    expect: {
      stitches: 176704,
      jumps: 3,
      trims: 0,
      color_changes: 3,
      stops: 0,
      end: 1,
      extents: [-512, -512, 511, 515],
      threads: CMYK_THREADS,
    },
  },
  'real/vp3/pembroider__tsp-painting-cmyk-v2.vp3': {
    reason: PEMBROIDER_VP3,
    expect: {
      stitches: 109900,
      jumps: 3,
      trims: 0,
      color_changes: 3,
      stops: 0,
      end: 1,
      extents: [-512, -512, 511, 515],
      threads: CMYK_THREADS,
    },
  },
  'real/xxx/emm__shamrockin.xxx': { reason: XXX_DOUBLE_END, expect: { threads: ['#00ff00'] } },
  'real/xxx/rec__rectangle.xxx': { reason: XXX_DOUBLE_END, expect: { threads: ['#108cff'] } },
  'real/xxx/rec__Cake_3.xxx': {
    reason: XXX_DOUBLE_END,
    expect: {
      threads: [
        '#e5e5e5',
        '#6231bd',
        '#e5e5e5',
        '#6231bd',
        '#f7f297',
        '#e6965a',
        '#b59474',
        '#e3be81',
        '#fab381',
        '#000000',
        '#6231bd',
        '#e5e5e5',
        '#6231bd',
        '#e5e5e5',
        '#ff0000',
        '#f7f297',
        '#ff9d00',
        '#fd33a3',
        '#e5e5e5',
      ],
    },
  },
  'real/pec/pembroider__PEmbroider_shape_hatching_1.pec': {
    reason:
      'a PES v1 file (#PES0001, PEC section at byte 22) named .pec; pyembroidery goes by the extension ' +
      'and reads the PES header as a PEC section 14 bytes early, giving 7 bogus threads and moves',
    detectedAs: 'pes',
    expect: {
      stitches: 1967,
      jumps: 1,
      trims: 0,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [50, 50, 450, 448],
      threads: ['#000000'],
    },
  },
};
