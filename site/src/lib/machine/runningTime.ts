import type { Language } from '@stickerei/shared/domain';
import { mt } from './messages.ts';
import { numberFormat } from '../intl.ts';

/**
 * A running time as people say it: "< 1 min", "≈ 42 min", "≈ 1 h 5 min", "≈ 2 h" (German
 * "≈ 1 Std. 5 Min."), rounded to whole minutes.
 */
export function formatRunningTime(minutes: number, language: Language): string {
  if (!Number.isFinite(minutes) || minutes < 0.5) return mt(language, 'time.lessThanMinute');
  const whole = Math.round(minutes);
  if (whole < 60) return mt(language, 'time.minutes', { minutes: whole });
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0
    ? mt(language, 'time.hoursOnly', { hours })
    : mt(language, 'time.hours', { hours, minutes: rest });
}

/** Minutes of one colour block with one decimal ("3.4" / "3,4"). */
export function formatBlockMinutes(minutes: number, language: Language): string {
  return numberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(minutes);
}

/** A colour difference with one decimal ("2.3" / "2,3"). */
export const formatDeltaE = formatBlockMinutes;
