import type { FormatWarning } from './formatWarning.ts';
import type { FormatFacts } from './formatFacts.ts';

/** The PES design section keeps the name as UTF-8 behind a length byte (`pesV6.ts`). */
const PES_HEADER_BYTES = 255;

/**
 * What becomes of the design's name: not stored, cut to the label's length, or with letters
 * other than printable ASCII replaced (DST and TBF put `_`, PEC and PES's machine label `?`).
 */
export function nameWarning(
  facts: FormatFacts,
  given: string | undefined,
): FormatWarning | undefined {
  // Readers drop the spaces a label is padded with, so trailing spaces are not a change.
  const name = given?.trimEnd();
  if (!name) return undefined;
  const { label } = facts;
  const rule = facts.name;
  if (rule.kind === 'none') {
    return {
      code: 'name-not-stored',
      message: `${label} has no name field, so the name "${name}" is not in the file.`,
      params: { name },
    };
  }
  const stored = name
    .replace(/[^\x20-\x7e]/g, rule.replacement)
    .slice(0, rule.max)
    .trimEnd();
  if (stored === name) return undefined;
  const truncated = name.length > rule.max;
  const where = rule.pesHeader ? 'Brother machines show' : `${label} stores`;
  const text = truncated
    ? `${where} at most ${rule.max} characters of the name, in plain ASCII: "${stored}"`
    : `${where} the name in plain ASCII, as "${stored}"`;
  const pesBytes = new TextEncoder().encode(name).length;
  const pesNote = !rule.pesHeader
    ? ''
    : pesBytes > PES_HEADER_BYTES
      ? ` (PE-Design keeps its first ${PES_HEADER_BYTES} bytes)`
      : ' (PE-Design keeps the full name)';
  return {
    code: truncated ? 'name-truncated' : 'name-characters-replaced',
    message: `${text}${pesNote}.`,
    params: truncated ? { max: rule.max, stored, name } : { stored, name },
  };
}
