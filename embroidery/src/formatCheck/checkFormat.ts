import type { Pattern } from '../model/pattern.ts';
import { FORMATS, formatById } from '../registry.ts';
import { coloursApproximated, coloursNotStored, tooManyColours } from './colourChecks.ts';
import { droppedCommands } from './commandChecks.ts';
import { FORMAT_FACTS } from './formatFacts.ts';
import { type FormatCheck, type FormatWarning, UnknownFormatError } from './formatWarning.ts';
import { nameWarning } from './nameCheck.ts';
import { writerRefusal } from './refusals.ts';
import { pecBlockWarning, pesRunsWarning } from './sectionLimits.ts';
import { sizeWarning } from './sizeCheck.ts';
import { jumpSplitWarning, longStitchWarning } from './splitChecks.ts';
import { type WriterView, fittedPattern, writerView } from './writerView.ts';

/** The ids of the formats `checkFormat` answers for: every format we write. */
export function checkableFormats(): string[] {
  return FORMATS.filter((f) => f.write && FORMAT_FACTS[f.id]).map((f) => f.id);
}

function warningsOf(view: WriterView, name: string | undefined): FormatWarning[] {
  const fitted = fittedPattern(view);
  const { facts } = view;
  return [
    coloursNotStored(view),
    coloursApproximated(view),
    tooManyColours(view),
    sizeWarning(view, fitted),
    longStitchWarning(view),
    jumpSplitWarning(view),
    ...droppedCommands(view, fitted),
    facts.pecBlock ? pecBlockWarning(fitted, facts.label) : undefined,
    facts.pesRuns ? pesRunsWarning(fitted) : undefined,
    nameWarning(facts, name),
  ].filter((w): w is FormatWarning => w !== undefined);
}

/**
 * What converting `pattern` into a format loses or limits, as our writer for that format
 * writes it: colours not stored or moved to a chart, a size the file cannot state, long moves
 * split, commands the format has no code for, a shortened name, colour and stitch limits.
 * When the writer would refuse the design, the one warning says why and `writable` is false.
 * @param formatId a format id or extension, any case (`pes`, `.DST`)
 * @param options.name the design's name, when it is not the pattern's `metadata.name`
 * @throws UnknownFormatError when we do not write that format
 */
export function checkFormat(
  pattern: Pattern,
  formatId: string,
  options: { name?: string } = {},
): FormatCheck {
  const format = formatById(formatId);
  const facts = format?.write ? FORMAT_FACTS[format.id] : undefined;
  if (!format || !facts) throw new UnknownFormatError(formatId, checkableFormats());
  const view = writerView(format, facts, pattern);
  const refusal = writerRefusal(view);
  const warnings = refusal ? [refusal] : warningsOf(view, options.name ?? pattern.metadata.name);
  return { format: format.id, ok: warnings.length === 0, writable: !refusal, warnings };
}
