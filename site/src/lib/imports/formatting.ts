import type { Language } from '@stickerei/shared/domain';
import { numberFormat, dateTimeFormat } from '../intl.ts';

const unit = (language: Language, name: 'second' | 'minute' | 'hour', value: number) =>
  numberFormat(language, {
    style: 'unit',
    unit: name,
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(value);

/**
 * A time left in words, rounded up as far as it is worth telling: "5 seconds" (steps of five
 * seconds), "3 minutes", "1 hour 20 minutes" / "5 Sekunden", "3 Minuten", "1 Stunde 20 Minuten".
 */
export function formatDuration(seconds: number, language: Language): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return unit(language, 'second', Math.min(55, Math.ceil(s / 5) * 5));
  if (s < 3600) return unit(language, 'minute', Math.ceil(s / 60));
  const hours = Math.floor(s / 3600);
  const minutes = Math.ceil((s % 3600) / 60);
  if (minutes === 60) return unit(language, 'hour', hours + 1);
  const hourText = unit(language, 'hour', hours);
  return minutes === 0 ? hourText : `${hourText} ${unit(language, 'minute', minutes)}`;
}

/** A rate with one decimal below ten ("1.4", "1,4"), whole above ("23"). */
export function formatRate(perSecond: number, language: Language): string {
  return numberFormat(language, {
    maximumFractionDigits: perSecond < 10 ? 1 : 0,
  }).format(perSecond);
}

/** A time of day or, for another day, the date and time: "17:17" / "25 Nov, 17:17". */
export function formatWhen(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return dateTimeFormat(language, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    ...(sameDay || date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
