import { describe, expect, it } from 'vitest';
import { tooManyRequestsText } from './rateLimit.ts';

describe('the rate-limit message', () => {
  it('names the wait in English and German, singular and plural', () => {
    expect(tooManyRequestsText('en', 42)).toBe('Too many requests — try again in 42 seconds.');
    expect(tooManyRequestsText('en', 1)).toBe('Too many requests — try again in 1 second.');
    expect(tooManyRequestsText('de', 42)).toBe(
      'Zu viele Anfragen – bitte versuchen Sie es in 42 Sekunden erneut.',
    );
    expect(tooManyRequestsText('de', 1)).toBe(
      'Zu viele Anfragen – bitte versuchen Sie es in 1 Sekunde erneut.',
    );
  });

  it('asks for a moment when no wait is known, and never says "0 seconds"', () => {
    expect(tooManyRequestsText('en', null)).toBe(
      'Too many requests — please wait a moment and try again.',
    );
    expect(tooManyRequestsText('de', null)).toContain('Zu viele Anfragen');
    expect(tooManyRequestsText('en', 0)).toBe('Too many requests — try again in 1 second.');
  });
});
