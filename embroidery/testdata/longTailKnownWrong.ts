// Test support: corpus files of the long-tail formats whose pyembroidery reference is wrong (or
// missing), what a correct reader gives and why, in the shape of corpusKnownWrong.ts so that
// KNOWN_WRONG there can include them. Each correction is backed by a test beside its format
// module, mostly by reading the same design in another format.
import type { KnownWrong } from './corpusKnownWrong.ts';

const NEEDLES =
  'pyembroidery reports needle selections (NEEDLE_SET) and no colour changes. A selection is a colour ' +
  'change only between two stitched blocks: not the one before the first stitch, not one after the last, ' +
  'one for several in a row. So read, the synthetic U01/TBF files give exactly the colour changes and ' +
  'stops they were written with, and every multi-needle cake the 18 changes of its DST';
const TBF_TABLE =
  'DA is the colour of each needle and DO the needle of each block: read so, the cake’s block colours are ' +
  'those of its VP3; pyembroidery lists the needle table instead';
const ZXY =
  'a 0x20 record is a machine command named by its second byte: 00 selects a needle, 02 trims, FF ends. ' +
  'pyembroidery reads every command as a needle selection; the trims fall where the DSB, DSZ and FXY ' +
  'versions of the same design trim (12+2 and 43), the selections where they change colour';
const KSM =
  'pyembroidery stops at control 0x1C (which it does not know) and reads trim records as stitches. After the ' +
  'KSM description (0x99 resumes with the next colour) and reading 0x18/0x19 as putting the needle down, ' +
  'the cake is stitch for stitch its DSB version: 14922 stitches, 150 jumps, 43 trims, 18 colour changes';
const BRO =
  'a control group is 0x80, a count n, n commands and a 16-bit move; pyembroidery reads a fixed 3-byte ' +
  'group, takes the start move for stitches and stops at commands 0xE0 and 0x02 (colour changes), so it ' +
  'reads 296 of the cake’s 14922 stitches. Read whole, the cake matches its DST (extents, stitches, 18 changes)';
const PFAFF_PC =
  'the first colour record only selects the first colour (pyembroidery counts it as a change); the last, ' +
  'all-zero record is an end mark, not a stitch at the hoop’s corner; coordinates keep their fraction ' +
  'byte; threads are the table colours each colour record names, per block. The extents are then the ' +
  'design’s own (the star 591 × 623, the rectangle 40 × 40, the shamrock 499 × 493, as in DST), not ' +
  'stretched to the hoop’s corner at (0, 0)';
const JPX =
  'JPX colours are indices into Janome’s thread chart, exactly those of the same design’s JEF; ' +
  'pyembroidery gives them random colours';
const MIT =
  'control 1000 after a stitch is a trim: the samples hold it exactly as often as their designs trim in ' +
  'every other format (12, 43), never at a colour change; pyembroidery reads colour changes. The 0000 ' +
  'record ends the design once (pyembroidery adds a second END)';
const SPX = 'every pattern ends with END; pyembroidery’s SPX reader adds none';
const ZHS =
  'pyembroidery stretches every move of 63 or more by one; without that each of the cake’s 14922 stitches ' +
  'lies exactly where its DST puts it, and the logo is its EXY version turned by 90°';
const CSD =
  'no pyembroidery reader. Deciphered as libembroidery does, the body is Toyota 10o records: the logo of ' +
  'emm__Embroidermodder.dst with the same extents';
const SST =
  'no pyembroidery reader. libembroidery’s SST records are INB’s (x, y, control); read so the file is ' +
  'the star of emm__Star.10o: 2540 stitches, one colour change, the same extents';
const VIP =
  'no pyembroidery reader. libembroidery reads VIP as HUS with another magic; expanded with HUS’s ' +
  'decompression the files are the rectangle and the star of the DST files (the rectangle record for ' +
  'record). Colours are enciphered with a key no public description gives, so no threads';

/** Keyed by path under corpus/. */
export const LONG_TAIL_KNOWN_WRONG: Readonly<Record<string, KnownWrong>> = {
  'real/exp/emm__Star.exp': {
    reason:
      'Melco’s EXP description names both 80 02 and 80 04 as the lead-in of a jump record; pyembroidery ' +
      'reads 80 02 as a stitch. Read as jumps, the file holds exactly the stitches of emm__Star.dst',
    expect: { stitches: 2550, jumps: 5 },
  },
  'real/t01/emm__Embroidermodder.t01': {
    reason:
      'pyembroidery has no T01 reader. libembroidery reads Tajima records; after a 12-byte leading ' +
      'block that holds no records, the file is record for record the body of emm__Embroidermodder.exy',
    expect: {
      stitches: 3407,
      jumps: 43,
      trims: 12,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-1113, -257, 1112, 257],
      threads: [],
    },
  },
  'real/dsb/rec__Cake_3.dsb': {
    reason: NEEDLES,
    expect: {
      stitches: 14922,
      jumps: 150,
      trims: 43,
      color_changes: 18,
      stops: 1,
      end: 1,
      extents: [-419, -669, 420, 670],
      threads: [],
    },
  },
  'real/dsz/emm__Embroidermodder.dsz': {
    reason: NEEDLES,
    expect: {
      stitches: 3407,
      jumps: 77,
      trims: 12,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-1111, -259, 1114, 255],
      threads: [],
    },
  },
  'real/dsz/rec__Cake_3.dsz': {
    reason: NEEDLES,
    expect: {
      stitches: 14922,
      jumps: 150,
      trims: 43,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [-419, -669, 420, 670],
      threads: [],
    },
  },
  'real/gt/emm__Embroidermodder.gt': {
    reason: NEEDLES,
    expect: {
      stitches: 3407,
      jumps: 78,
      trims: 14,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-1258, -290, 1256, 290],
      threads: [],
    },
  },
  'real/gt/rec__Cake_3.gt': {
    reason: NEEDLES,
    expect: {
      stitches: 14922,
      jumps: 196,
      trims: 43,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [-473, -756, 475, 757],
      threads: [],
    },
  },
  'real/fxy/emm__Embroidermodder.fxy': {
    reason: NEEDLES,
    expect: {
      stitches: 3407,
      jumps: 73,
      trims: 14,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-1113, -257, 1112, 257],
      threads: [],
    },
  },
  'real/fxy/rec__Cake_3.fxy': {
    reason: NEEDLES,
    expect: {
      stitches: 14922,
      jumps: 150,
      trims: 43,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [-419, -669, 420, 670],
      threads: [],
    },
  },
  'real/u01/emm__Star.u01': {
    reason: NEEDLES,
    expect: {
      stitches: 2540,
      jumps: 7,
      trims: 0,
      color_changes: 1,
      stops: 0,
      end: 1,
      extents: [-295, -311, 296, 312],
      threads: [],
    },
  },
  'synth/u01/synth_s1_000.u01': {
    reason: NEEDLES,
    expect: {
      stitches: 3527,
      jumps: 68,
      trims: 26,
      color_changes: 10,
      stops: 1,
      end: 1,
      extents: [-779, -291, 261, 770],
      threads: [],
    },
  },
  'synth/u01/synth_s1_001.u01': {
    reason: NEEDLES,
    expect: {
      stitches: 347,
      jumps: 31,
      trims: 8,
      color_changes: 4,
      stops: 1,
      end: 1,
      extents: [90, -351, 736, 676],
      threads: [],
    },
  },
  'synth/u01/synth_s1_002.u01': {
    reason: NEEDLES,
    expect: {
      stitches: 478,
      jumps: 59,
      trims: 15,
      color_changes: 13,
      stops: 0,
      end: 1,
      extents: [-1309, -767, 179, 380],
      threads: [],
    },
  },
  'synth/u01/synth_s1_003.u01': {
    reason: NEEDLES,
    expect: {
      stitches: 898,
      jumps: 72,
      trims: 19,
      color_changes: 14,
      stops: 1,
      end: 1,
      extents: [-535, -1316, 861, 585],
      threads: [],
    },
  },
  'synth/u01/synth_s1_004.u01': {
    reason: NEEDLES,
    expect: {
      stitches: 483,
      jumps: 13,
      trims: 5,
      color_changes: 2,
      stops: 1,
      end: 1,
      extents: [-561, -462, 211, 25],
      threads: [],
    },
  },
  'real/tbf/emm__EMBROIDERMODDER.tbf': {
    reason: TBF_TABLE,
    expect: {
      stitches: 3429,
      jumps: 75,
      trims: 14,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-1111, -259, 1114, 255],
      threads: ['#0000b4'],
    },
  },
  'real/tbf/rec__Cake_3.tbf': {
    reason: `${NEEDLES} ${TBF_TABLE}`,
    expect: {
      stitches: 14922,
      jumps: 150,
      trims: 43,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [-419, -669, 420, 670],
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
  'synth/tbf/synth_s1_000.tbf': {
    reason: NEEDLES,
    expect: {
      stitches: 3527,
      jumps: 68,
      trims: 26,
      color_changes: 10,
      stops: 1,
      end: 1,
      extents: [-779, -291, 261, 770],
      threads: [
        '#bab7c2',
        '#2daf3b',
        '#03fdee',
        '#ab11dd',
        '#61363b',
        '#fa51cf',
        '#cbb290',
        '#7e474f',
        '#2ca27d',
        '#5f8510',
        '#34dfcb',
      ],
    },
  },
  'synth/tbf/synth_s1_001.tbf': {
    reason: NEEDLES,
    expect: {
      stitches: 347,
      jumps: 31,
      trims: 8,
      color_changes: 4,
      stops: 1,
      end: 1,
      extents: [90, -351, 736, 676],
      threads: ['#d59fae', '#08ca9e', '#1b0dde', '#a67d39', '#9f9087'],
    },
  },
  'synth/tbf/synth_s1_002.tbf': {
    reason: NEEDLES,
    expect: {
      stitches: 478,
      jumps: 59,
      trims: 15,
      color_changes: 13,
      stops: 0,
      end: 1,
      extents: [-1309, -767, 179, 380],
      threads: [
        '#8cb510',
        '#daecde',
        '#b48f94',
        '#1156a9',
        '#03f0dd',
        '#77130a',
        '#72198a',
        '#2f80e3',
        '#1fcc38',
        '#f256e6',
        '#273d6f',
        '#c12f7e',
        '#65219e',
        '#ad931d',
      ],
    },
  },
  'synth/tbf/synth_s1_003.tbf': {
    reason: NEEDLES,
    expect: {
      stitches: 898,
      jumps: 72,
      trims: 19,
      color_changes: 14,
      stops: 1,
      end: 1,
      extents: [-535, -1316, 861, 585],
      threads: [
        '#fd8a7c',
        '#b00dbc',
        '#78b340',
        '#e01350',
        '#785ba2',
        '#3ea1ee',
        '#ee616b',
        '#44c3f0',
        '#7794e1',
        '#6dfab1',
        '#8cf1fe',
        '#5bb5c6',
        '#eb9895',
        '#4f4f21',
        '#b84ee6',
      ],
    },
  },
  'synth/tbf/synth_s1_004.tbf': {
    reason: NEEDLES,
    expect: {
      stitches: 483,
      jumps: 13,
      trims: 5,
      color_changes: 2,
      stops: 1,
      end: 1,
      extents: [-561, -462, 211, 25],
      threads: ['#75770a', '#74b0c8', '#eead35'],
    },
  },
  'real/zxy/emm__Embroidermodder.zxy': {
    reason: ZXY,
    expect: {
      stitches: 3407,
      jumps: 73,
      trims: 14,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-1113, -257, 1112, 257],
      threads: [],
    },
  },
  'real/zxy/rec__Cake_3.zxy': {
    reason: ZXY,
    expect: {
      stitches: 14922,
      jumps: 150,
      trims: 43,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [-419, -669, 420, 670],
      threads: [],
    },
  },
  'real/stc/rec__Cake_3.stc': {
    reason: NEEDLES,
    expect: {
      stitches: 14969,
      jumps: 150,
      trims: 0,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [-419, -669, 420, 670],
      threads: [],
    },
  },
  'real/ksm/emm__Star.ksm': {
    reason: KSM,
    expect: {
      stitches: 2540,
      jumps: 3,
      trims: 1,
      color_changes: 1,
      stops: 0,
      end: 1,
      extents: [-295, -311, 296, 312],
      threads: [],
    },
  },
  'real/ksm/rec__Cake_3.ksm': {
    reason: KSM,
    expect: {
      stitches: 14922,
      jumps: 150,
      trims: 43,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [-419, -669, 420, 670],
      threads: [],
    },
  },
  'real/bro/emm__Star.bro': {
    reason: BRO,
    expect: {
      stitches: 2513,
      jumps: 1,
      trims: 0,
      color_changes: 1,
      stops: 0,
      end: 1,
      extents: [-296, -462, 295, 161],
      threads: [],
    },
  },
  'real/bro/rec__Cake_3.bro': {
    reason: BRO,
    expect: {
      stitches: 14922,
      jumps: 44,
      trims: 0,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [-419, -669, 420, 670],
      threads: [],
    },
  },
  'real/pcs/emm__Star.pcs': {
    reason: PFAFF_PC,
    expect: {
      stitches: 2552,
      jumps: 2,
      trims: 0,
      color_changes: 1,
      stops: 0,
      end: 1,
      extents: [304, -886, 895, -263],
      threads: ['#ff0000', '#ffffff'],
    },
  },
  'real/pcs/rec__Cake_3.pcs': {
    reason: PFAFF_PC,
    expect: {
      stitches: 13774,
      jumps: 43,
      trims: 0,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [3, -951, 1200, -201],
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
        '#e5e5e5',
        '#6231bd',
        '#e5e5e5',
      ],
    },
  },
  'real/pcd/rec__Cake_3.pcd': {
    reason: PFAFF_PC,
    expect: {
      stitches: 2268,
      jumps: 2,
      trims: 0,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [96, -89, 236, -1],
      threads: [],
    },
  },
  'real/pcd/rec__rectangle.pcd': {
    reason: PFAFF_PC,
    expect: {
      stitches: 27,
      jumps: 2,
      trims: 0,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [145, -65, 185, -25],
      threads: [],
    },
  },
  'real/pcq/emm__shamrockin.pcq': {
    reason: PFAFF_PC,
    expect: {
      stitches: 1471,
      jumps: 2,
      trims: 0,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [582, -546, 1081, -53],
      threads: [],
    },
  },
  'real/pcq/rec__Cake_3.pcq': {
    reason: PFAFF_PC,
    expect: {
      stitches: 11238,
      jumps: 2,
      trims: 0,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [354, -599, 1309, -1],
      threads: [],
    },
  },
  'real/pcm/emm__Star.pcm': {
    reason: PFAFF_PC,
    expect: {
      stitches: 2446,
      jumps: 0,
      trims: 0,
      color_changes: 1,
      stops: 0,
      end: 1,
      extents: [105, -712, 699, -88],
      threads: ['#ff0000', '#c0c0c0'],
    },
  },
  'real/pcm/rec__Cake_3.pcm': {
    reason: PFAFF_PC,
    expect: {
      stitches: 13774,
      jumps: 43,
      trims: 0,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [3, -951, 1200, -201],
      threads: [
        '#000000',
        '#000080',
        '#0000ff',
        '#008080',
        '#00ffff',
        '#800080',
        '#ff00ff',
        '#800000',
        '#ff0000',
        '#008000',
        '#00ff00',
        '#808000',
        '#ffff00',
        '#808080',
        '#c0c0c0',
        '#000000',
        '#000000',
        '#000080',
        '#0000ff',
      ],
    },
  },
  'real/jpx/emm__Embroidermodder.jpx': {
    reason: JPX,
    expect: {
      stitches: 3407,
      jumps: 31,
      trims: 0,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-1113, -257, 1112, 257],
      threads: ['#523a97'],
    },
  },
  'real/jpx/rec__Cake_3.jpx': {
    reason: JPX,
    expect: {
      stitches: 14944,
      jumps: 182,
      trims: 0,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [-419, -669, 420, 670],
      threads: [
        '#e5e5e5',
        '#523a97',
        '#e5e5e5',
        '#523a97',
        '#e4de79',
        '#cb8a07',
        '#b59474',
        '#e3ac81',
        '#fab381',
        '#000000',
        '#523a97',
        '#e5e5e5',
        '#523a97',
        '#e5e5e5',
        '#ff0000',
        '#e4de79',
        '#ff9805',
        '#f33689',
        '#e5e5e5',
      ],
    },
  },
  'real/mit/emm__Embroidermodder.mit': {
    reason: MIT,
    expect: {
      stitches: 3419,
      jumps: 131,
      trims: 12,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-1112, -256, 1112, 256],
      threads: [],
    },
  },
  'real/mit/rec__Cake_3.mit': {
    reason: MIT,
    expect: {
      stitches: 8060,
      jumps: 324,
      trims: 43,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-198, -314, 198, 316],
      threads: [],
    },
  },
  'real/spx/emm__Embroidermodder.spx': {
    reason: SPX,
    expect: {
      stitches: 3472,
      jumps: 0,
      trims: 0,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-119, -505, 2106, 9],
      threads: [],
    },
  },
  'real/spx/rec__rectangle.spx': {
    reason: SPX,
    expect: {
      stitches: 29,
      jumps: 0,
      trims: 0,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [0, 0, 40, 40],
      threads: [],
    },
  },
  'real/zhs/emm__Embroidermodder.zhs': {
    reason: ZHS,
    expect: {
      stitches: 3407,
      jumps: 72,
      trims: 0,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-257, -1113, 257, 1112],
      threads: ['#0000ff'],
    },
  },
  'real/zhs/rec__Cake_3.zhs': {
    reason: ZHS,
    expect: {
      stitches: 14922,
      jumps: 150,
      trims: 0,
      color_changes: 18,
      stops: 0,
      end: 1,
      extents: [-419, -669, 420, 670],
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
      ],
    },
  },
  'real/csd/emm__Embroidermodder.csd': {
    reason: CSD,
    expect: {
      stitches: 3408,
      jumps: 15,
      trims: 0,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-1111, -259, 1114, 255],
      threads: ['#180894'],
    },
  },
  'real/sst/emm__Star.sst': {
    reason: SST,
    expect: {
      stitches: 2540,
      jumps: 5,
      trims: 0,
      color_changes: 1,
      stops: 0,
      end: 1,
      extents: [-295, -311, 296, 312],
      threads: [],
    },
  },
  'real/vip/emm__Star.vip': {
    reason: VIP,
    expect: {
      stitches: 2540,
      jumps: 2,
      trims: 0,
      color_changes: 1,
      stops: 0,
      end: 1,
      extents: [-295, -311, 296, 312],
      threads: [],
    },
  },
  'real/vip/rec__rectangle.vip': {
    reason: VIP,
    expect: {
      stitches: 29,
      jumps: 2,
      trims: 1,
      color_changes: 0,
      stops: 0,
      end: 1,
      extents: [-20, -20, 20, 20],
      threads: [],
    },
  },
};
