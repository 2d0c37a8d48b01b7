import type { Language } from '@stickerei/shared/domain';
import { mt } from './messages.ts';

export type Paper = 'a4' | 'letter';

// Regions that print on US Letter; everyone else uses A4.
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR']);

/** The paper the browser's locales suggest ("en-US" → Letter, "de-DE" or no region → A4). */
export function defaultPaper(locales: readonly string[]): Paper {
  const first = locales[0] ?? '';
  const region = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/i.exec(first)?.[1]?.toUpperCase();
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

// Characters Windows, macOS or Linux refuse in file names (control characters are dropped too).
const REFUSED = '/\\:*?"<>|';

/**
 * The name a worksheet is saved under: "<design name> worksheet.pdf" ("… Arbeitsblatt.pdf"),
 * without the characters file systems refuse.
 */
export function worksheetFileName(designName: string, language: Language): string {
  const safe = [...designName]
    .map((char) => (char < ' ' || char === '\u007f' || REFUSED.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return `${mt(language, 'worksheet.fileName', { name: safe || 'Design' })}.pdf`;
}
