import { COLOR_CHANGE, STOP } from '../model/commands.ts';
import { threadHex } from '../model/thread.ts';
import { ciede2000, rgbToLab } from '../analyse/colourSpace.ts';
import { blockThreads } from '../formats/lib/blockThreads.ts';
import { type FormatWarning, num, plural } from './formatWarning.ts';
import { commandCounts } from './moves.ts';
import { CHART_SIZES, type MappedColour, janomeMapping, pecMapping } from './paletteMapping.ts';
import { dstThreadsInHeader } from './dstHeaderSpace.ts';
import type { WriterView } from './writerView.ts';

/** Below ΔE 1 (CIEDE2000) nobody sees a difference: such a change is not reported. */
const VISIBLE_DELTA_E = 1;
/** Changes above ΔE 3 are counted as clearly visible. */
const CLEAR_DELTA_E = 3;

/** DST, EXP, U01: the machine gets colour changes only, no thread colours. */
export function coloursNotStored(view: WriterView): FormatWarning | undefined {
  const { facts, source } = view;
  if (source.threads.length === 0) return undefined;
  const changes = commandCounts(source)[COLOR_CHANGE]!;
  const params: Record<string, string | number> = { colourChanges: changes };
  let message: string;
  if (facts.colours === 'tajima-header') {
    const inHeader = dstThreadsInHeader(source);
    params.threadsInHeader = inHeader;
    message =
      inHeader > 0
        ? `DST gives the machine only the ${plural(changes, 'colour change', 'colour changes')}; the thread colours go into header lines that machines ignore, so the colour sequence is only on the worksheet.`
        : `DST stores only the ${plural(changes, 'colour change', 'colour changes')}, and the ${num(source.threads.length)} thread colours do not fit its header, so the colour sequence is only on the worksheet.`;
  } else if (facts.colours === 'needles') {
    message = `${facts.label} stores only needle numbers at the ${plural(changes, 'colour change', 'colour changes')}, no thread colours, so the colour sequence is only on the worksheet.`;
  } else if (facts.colours === 'none') {
    message = `${facts.label} stores only the ${plural(changes, 'colour change', 'colour changes')}, no thread colours, so the colour sequence is only on the worksheet.`;
  } else return undefined;
  return { code: 'colours-not-stored', message, params };
}

interface Worst {
  deltaE: number;
  mapped: MappedColour;
}

/** PEC, PES, JEF: thread colours become the nearest entries of the machine's chart. */
export function coloursApproximated(view: WriterView): FormatWarning | undefined {
  const { facts, source } = view;
  const janome = facts.colours === 'janome';
  if (!janome && facts.colours !== 'pec' && facts.colours !== 'pes') return undefined;
  const worstPerColour = new Map<number, Worst>();
  for (const mapped of janome ? janomeMapping(source) : pecMapping(source)) {
    const deltaE = ciede2000(rgbToLab(mapped.from), rgbToLab(mapped.to.color));
    const known = worstPerColour.get(mapped.from);
    if (!known || deltaE > known.deltaE) worstPerColour.set(mapped.from, { deltaE, mapped });
  }
  const all = [...worstPerColour.values()];
  const worst = all.reduce<Worst | undefined>(
    (a, b) => (a && a.deltaE >= b.deltaE ? a : b),
    undefined,
  );
  if (!worst || worst.deltaE < VISIBLE_DELTA_E) return undefined;
  const changed = all.filter((w) => w.deltaE > CLEAR_DELTA_E).length;
  const chart = janome ? `Janome's ${CHART_SIZES.janome}` : `Brother's ${CHART_SIZES.pec}`;
  const params = {
    palette: janome ? 'Janome' : 'Brother PEC',
    colours: all.length,
    changed,
    worstDeltaE: Math.round(worst.deltaE * 10) / 10,
    from: threadHex(worst.mapped.from),
    to: threadHex(worst.mapped.to.color),
    toName: worst.mapped.to.description ?? '',
  };
  const how =
    facts.colours === 'pes'
      ? `Brother machines show each colour as the nearest of ${chart} thread colours (PE-Design keeps the exact ones)`
      : `${facts.label} stores each colour as the nearest of ${chart} thread colours`;
  return {
    code: 'colours-approximated',
    message: `${how}: ${changed} of ${plural(all.length, 'colour changes', 'colours change')} by more than ΔE ${CLEAR_DELTA_E}, the worst ${params.from} to ${params.to} (${params.toName}) by ΔE ${params.worstDeltaE.toFixed(1)}.`,
    params,
  };
}

function distinctColours(threads: readonly { color: number }[]): number {
  return new Set(threads.map((t) => t.color & 0xffffff)).size;
}

/** More colours than the chart, the needles or a header field hold (the writer still writes). */
export function tooManyColours(view: WriterView): FormatWarning | undefined {
  const { facts, source, prepared } = view;
  if (facts.colours === 'pec' || facts.colours === 'pes') {
    const count = distinctColours(blockThreads(source, true));
    const max = CHART_SIZES.pec;
    if (count > max)
      return {
        code: 'too-many-colours',
        message: `${facts.label} names colours from Brother's chart of ${max}, so the design's ${num(count)} colours share chart entries and some colour changes show the same thread colour on the machine.`,
        params: { count, max, unit: 'colours' },
      };
  }
  if (facts.needles !== undefined) {
    const count = distinctColours(blockThreads(prepared, false));
    const max = facts.needles;
    if (count > max)
      return {
        code: 'too-many-colours',
        message:
          facts.colours === 'needle-rgb'
            ? `${facts.label} holds one colour for each of ${max} needles, so the design's ${num(count)} colours share needles and the last ${num(count - max)} read back as the colour of the needle they share.`
            : `${facts.label} selects one of ${max} needles, so the design's ${num(count)} colours wrap round to needles in use and the operator has to rethread during the run.`,
        params: { count, max, unit: 'colours' },
      };
  }
  if (facts.maxColourChanges !== undefined) {
    const counts = commandCounts(source);
    const count = counts[COLOR_CHANGE]! + counts[STOP]!;
    const max = facts.maxColourChanges;
    if (count > max)
      return {
        code: 'too-many-colours',
        message: `${facts.label}'s header counts colour changes in 3 digits (at most ${max}), but the design has ${num(count)}, so that header field runs longer than its fixed width.`,
        params: { count, max, unit: 'colour changes' },
      };
  }
  return undefined;
}
