import type { Language } from '../domain/constants.ts';

/**
 * What a user reads when the api refused a request for too many requests (429), in `language`.
 * @param retryAfterSeconds the wait the api asked for (Retry-After), or null when it said none
 * @returns e.g. "Too many requests — try again in 42 seconds."
 */
export function tooManyRequestsText(language: Language, retryAfterSeconds: number | null): string {
  const n = retryAfterSeconds === null ? null : Math.max(1, Math.ceil(retryAfterSeconds));
  if (language === 'de') {
    if (n === null)
      return 'Zu viele Anfragen – bitte warten Sie einen Moment und versuchen Sie es dann erneut.';
    return `Zu viele Anfragen – bitte versuchen Sie es in ${n} ${n === 1 ? 'Sekunde' : 'Sekunden'} erneut.`;
  }
  if (n === null) return 'Too many requests — please wait a moment and try again.';
  return `Too many requests — try again in ${n} ${n === 1 ? 'second' : 'seconds'}.`;
}
