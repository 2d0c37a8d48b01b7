import { patternExtents } from '../model/extents.ts';
import type { Pattern } from '../model/pattern.ts';
import { type FormatWarning, mm } from './formatWarning.ts';
import type { WriterView } from './writerView.ts';

/** The hoop the JEF writer declares for a design too large for its other hoop codes. */
const JEF_FALLBACK_HOOP = '110 × 110 mm';

function size(p: Pattern): { width: number; height: number } {
  const [minX, minY, maxX, maxY] = patternExtents(p);
  return { width: maxX - minX, height: maxY - minY };
}

// Tajima headers (DST, TBF) give how far the design reaches from its start in each direction in
// five digits; the writers take the extents of the pattern they write the header for.
function tajimaReach(view: WriterView, max: number): FormatWarning | undefined {
  const [minX, minY, maxX, maxY] = patternExtents(view.prepared);
  const reach = Math.max(maxX, -minX, -minY, maxY);
  if (reach <= max) return undefined;
  return {
    code: 'too-large',
    message: `The design reaches ${mm(reach)} mm from its start, but the ${view.facts.label} header records at most ${mm(max)} mm in each direction.`,
    params: { reachMm: reach / 10, limitMm: max / 10 },
  };
}

// PEC and PES state width and height in signed 16 bits; XXX also the offsets of the start and
// the end (`xxxWriter.ts`), so the largest of those counts.
function signed16(view: WriterView, fitted: Pattern, max: number): FormatWarning | undefined {
  const { width, height } = size(fitted);
  let span = Math.max(width, height);
  if (view.format.id === 'xxx') {
    const [minX, , , maxY] = patternExtents(fitted);
    const last = fitted.length - 1;
    span = Math.max(
      span,
      -minX,
      maxY,
      Math.abs(fitted.xs[last] ?? 0),
      Math.abs(fitted.ys[last] ?? 0),
    );
  }
  if (span <= max) return undefined;
  return {
    code: 'too-large',
    message: `The design is ${mm(width)} × ${mm(height)} mm, but ${view.facts.label} records its size in 16 bits, at most ${mm(max)} mm.`,
    params: { widthMm: width / 10, heightMm: height / 10, limitMm: max / 10 },
  };
}

// JEF names a hoop by code; the writer's largest is 200 × 200 mm (design under 200 mm either
// way), and a larger design gets the 110 × 110 mm code, as pyembroidery's writer does.
function jefHoop(view: WriterView, fitted: Pattern, max: number): FormatWarning | undefined {
  const { width, height } = size(fitted);
  if (width < max && height < max) return undefined;
  return {
    code: 'too-large',
    message: `The design is ${mm(width)} × ${mm(height)} mm, larger than the largest hoop JEF can declare (under ${mm(max)} × ${mm(max)} mm), so the file declares the ${JEF_FALLBACK_HOOP} hoop.`,
    params: {
      widthMm: width / 10,
      heightMm: height / 10,
      limitMm: max / 10,
      declaredHoop: JEF_FALLBACK_HOOP,
    },
  };
}

/** The design is larger than the format can declare or encode. */
export function sizeWarning(view: WriterView, fitted: Pattern): FormatWarning | undefined {
  const limit = view.facts.size;
  if (!limit) return undefined;
  if (limit.kind === 'tajima-fields') return tajimaReach(view, limit.max);
  if (limit.kind === 'signed-16') return signed16(view, fitted, limit.max);
  return jefHoop(view, fitted, limit.max);
}
