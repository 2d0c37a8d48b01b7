import type { FormatCheckResult, Language } from '@stickerei/shared/domain';
import { isMachineMessageKey, mt, type MachineMessageKey } from './messages.ts';
import { numberFormat } from '../intl.ts';

export type FormatWarning = FormatCheckResult['warnings'][number];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

/**
 * Which sentence of a code fits the params (docs/format-check.md): what the writer does instead
 * of a command (`handling`), the unit of an exceeded limit (`unit`), and for a design too large
 * whether a hoop or the header's reach is the limit.
 */
function variantOf(params: FormatWarning['params']): string {
  const named = params.handling ?? params.unit;
  if (named !== undefined) return String(named).toLowerCase().replace(/\s+/g, '-');
  if (params.declaredHoop !== undefined) return 'hoop';
  if (params.reachMm !== undefined) return 'reach';
  return '';
}

function keyOf(warning: FormatWarning): MachineMessageKey | null {
  const variant = variantOf(warning.params);
  const specific = `warning.${warning.code}.${variant}`;
  if (variant && isMachineMessageKey(specific)) return specific;
  const general = `warning.${warning.code}`;
  return isMachineMessageKey(general) ? general : null;
}

/**
 * A format-check warning in `language`: the catalogue's sentence for its code (and variant),
 * filled with its params (numbers written the language's way) and the format's name. A code or
 * variant the site does not know, or params the sentence lacks, give the api's English message.
 * @param format the format's id, shown in capitals ("DST")
 */
export function warningText(warning: FormatWarning, format: string, language: Language): string {
  const key = keyOf(warning);
  if (!key) return warning.message;
  const number = numberFormat(language, { maximumFractionDigits: 1 });
  const values: Record<string, string> = { format: format.toUpperCase() };
  for (const [name, value] of Object.entries(warning.params)) {
    values[name] = typeof value === 'number' ? number.format(value) : value;
  }
  if (placeholders(mt('en', key)).some((name) => !(name in values))) return warning.message;
  return mt(language, key, values);
}
