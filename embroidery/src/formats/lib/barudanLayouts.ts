import {
  A_END,
  A_JUMP,
  A_JUMP_IF_MOVED,
  A_NEEDLE,
  A_STITCH,
  A_STITCH_IF_MOVED,
  A_STOP,
  A_TRIM,
  A_UNKNOWN,
  actionTable,
  type SignedLayout,
} from './signedRecords.ts';

// Barudan's records (U01 and its relatives DSB and TBF): control byte first, then y, then x;
// 0x20 marks x negative, 0x40 y negative; the low five bits of the control byte are the command.

/** U01's full command set (after pyembroidery's reader): low five bits of the control byte. */
const U01_COMMANDS = [
  A_STITCH,
  A_JUMP,
  A_STITCH_IF_MOVED, // fast
  A_JUMP_IF_MOVED, // fast jump
  A_STITCH_IF_MOVED, // slow
  A_JUMP_IF_MOVED, // slow jump
  A_TRIM, // T1 top thread trim
  A_TRIM, // T2 bobbin threading
  A_STOP, // C00
];

/** U01: commands 0x09–0x17 select needles 1–15, 0x18 ends the design. */
export const U01_LAYOUT: SignedLayout = {
  format: 'u01',
  ctrl: 0,
  y: 1,
  x: 2,
  xNeg: 0x20,
  yNeg: 0x40,
  endRecord: true,
  actions: actionTable((c) => {
    const command = c & 0x1f;
    if (command < U01_COMMANDS.length) return U01_COMMANDS[command] as number;
    if (command <= 0x17) return A_NEEDLE;
    return command === 0x18 ? A_END : A_UNKNOWN;
  }),
};

/** DSB: stitch and jump as in U01; other commands are whole bytes 0xE7 trim … 0xF8 end. */
export const DSB_LAYOUT: SignedLayout = {
  ...U01_LAYOUT,
  format: 'dsb',
  actions: actionTable((c) => {
    if ((c & 0x1f) === 0) return A_STITCH;
    if ((c & 0x1f) === 1) return A_JUMP;
    if (c === 0xe7) return A_TRIM;
    if (c === 0xe8) return A_STOP;
    if (c > 0xe8 && c < 0xf8) return A_NEEDLE;
    return c === 0xf8 ? A_END : A_UNKNOWN;
  }),
};

/**
 * ZSK's records (DSZ, FXY, GT): y, x, then the control byte; 0x40 marks x negative, 0x20 y
 * negative. 0x82 stops, 0x9B trims, 0x83–0x9A select needles. There is no end record: files
 * end after a last needle selection (which selects nothing and is dropped).
 */
export const ZSK_LAYOUT: SignedLayout = {
  format: 'dsz',
  ctrl: 2,
  y: 0,
  x: 1,
  xNeg: 0x40,
  yNeg: 0x20,
  endRecord: false,
  actions: actionTable((c) => {
    if ((c & 0x1f) === 0) return A_STITCH;
    if ((c & 0x1f) === 1) return A_JUMP;
    if (c === 0x82) return A_STOP;
    if (c === 0x9b) return A_TRIM;
    return c >= 0x83 && c <= 0x9a ? A_NEEDLE : A_UNKNOWN;
  }),
};
