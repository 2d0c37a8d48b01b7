import { RequestError } from '@stickerei/shared/api-client';
import { describe, expect, it } from 'vitest';
import { errorText, isAbort, isMissing, statusOf } from './errors.ts';

describe('api errors for people', () => {
  it("shows the server's message for a refused request", () => {
    const refused = new RequestError('Unknown embroidery format', { status: 415 });
    expect(errorText(refused, 'fallback')).toBe('Unknown embroidery format');
    expect(statusOf(refused)).toBe(415);
  });

  it('uses the translated fallback for network trouble and server errors', () => {
    expect(errorText(new RequestError('Network Error', { status: 0 }), 'offline')).toBe('offline');
    expect(errorText(new RequestError('Internal Server Error', { status: 500 }), 'later')).toBe(
      'later',
    );
    expect(errorText(new RequestError('HTTP-Fehler', { status: 400 }), 'bad')).toBe('bad');
    expect(statusOf(new Error('x'))).toBe(0);
  });

  it('says how long to wait after too many requests, in the page language', () => {
    const limited = new RequestError('Too many requests — try again in 42 seconds.', {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 42,
    });
    expect(errorText(limited, 'fallback', 'en')).toBe(
      'Too many requests — try again in 42 seconds.',
    );
    expect(errorText(limited, 'fallback', 'de')).toBe(
      'Zu viele Anfragen – bitte versuchen Sie es in 42 Sekunden erneut.',
    );
    expect(errorText(new RequestError('Too Many Requests', { status: 429 }), 'x', 'en')).toBe(
      'Too many requests — please wait a moment and try again.',
    );
  });

  it('recognises aborted requests', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(isAbort(abort)).toBe(true);
    expect(isAbort(new RequestError('Network Error', { status: 0, details: abort }))).toBe(true);
    expect(isAbort(new Error('boom'))).toBe(false);
  });

  it('treats unknown and malformed design ids as missing', () => {
    expect(isMissing(new RequestError('Design not found', { status: 404 }))).toBe(true);
    expect(isMissing(new RequestError('id must be a uuid', { status: 400 }))).toBe(true);
    expect(isMissing(new RequestError('Network Error', { status: 0 }))).toBe(false);
  });
});
