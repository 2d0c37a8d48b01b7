import { RequestError } from '@stickerei/shared/api-client';
import { FALLBACK_LANGUAGE, type Language } from '@stickerei/shared/domain';
import { tooManyRequestsText } from '@stickerei/shared/i18n';
import { pageLanguage } from '../preferences.ts';

/**
 * A message for an api failure: too many requests (429) in the page's language with the wait
 * the api asked for; what the server said about another refused request (4xx: it names the
 * problem); else the caller's translated `fallback` (network trouble, server errors).
 */
export function errorText(
  error: unknown,
  fallback: string,
  language: Language = typeof document === 'undefined' ? FALLBACK_LANGUAGE : pageLanguage(document),
): string {
  if (error instanceof RequestError && error.status === 429) {
    return tooManyRequestsText(language, error.retryAfterSeconds);
  }
  const refused = error instanceof RequestError && error.status >= 400 && error.status < 500;
  if (refused && error.message && error.message !== 'HTTP-Fehler') return error.message;
  return fallback;
}

/** True when the request was aborted on purpose (a newer one replaced it). */
export function isAbort(error: unknown): boolean {
  if (error instanceof Error && error.name === 'AbortError') return true;
  const details = error && typeof error === 'object' && 'details' in error ? error.details : null;
  return details instanceof Error && details.name === 'AbortError';
}

/** The HTTP status of a failed request, 0 when none arrived or it was not a request. */
export function statusOf(error: unknown): number {
  return error instanceof RequestError ? error.status : 0;
}

/** True when the api says there is no such design (404), or the id cannot be one (400). */
export function isMissing(error: unknown): boolean {
  const status = statusOf(error);
  return status === 404 || status === 400;
}
