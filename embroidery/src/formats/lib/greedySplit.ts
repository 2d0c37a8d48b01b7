import { JUMP, STITCH } from '../../model/commands.ts';
import type { Command } from '../../model/commands.ts';
import { PatternBuilder, type Pattern } from '../../model/pattern.ts';

/**
 * Splits every stitch and jump longer than `max` along an axis into full-length steps and a
 * shorter last one (the other axis in proportion), unlike equal splitting. A headerless format
 * with signed-byte moves then always shows a full-length byte (0x7F or 0x81) for a long move,
 * which no text file contains. Commands and short moves are kept as they are.
 */
export function greedySplit(p: Pattern, max: number): Pattern {
  const out = new PatternBuilder(p.length + 16);
  out.threads = p.threads;
  out.metadata = p.metadata;
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.length; i++) {
    const tx = p.xs[i] as number;
    const ty = p.ys[i] as number;
    const c = p.commands[i] as Command;
    const dx = tx - x;
    const dy = ty - y;
    const long = Math.max(Math.abs(dx), Math.abs(dy));
    if (long > max) {
      // Steps along the longer axis are exactly `max`; the shorter axis follows the line.
      const steps = Math.ceil(long / max);
      const kind = c === STITCH ? STITCH : JUMP;
      for (let k = 1; k < steps; k++) {
        const t = (k * max) / long;
        out.add(x + Math.round(dx * t), y + Math.round(dy * t), kind);
      }
    }
    out.add(tx, ty, c);
    x = tx;
    y = ty;
  }
  return out.build();
}
