import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('constants of spec §9', () => {
  it('has the spec values', () => {
    expect(c.LIST_PAGE_SIZE).toBe(20);
    expect(c.SIGN_IN_STATE_LIFETIME_MS).toBe(180_000);
    expect(c.GUEST_CREDENTIAL_REFRESH_INTERVAL_MS).toBe(3_000_000);
    expect(c.PKCE_VERIFIER_LENGTH).toBe(128);
    expect(c.OAUTH_SCOPES).toEqual(['openid', 'email', 'profile']);
    expect(c.OAUTH_RESPONSE_TYPE).toBe('code');
    expect(c.LANGUAGES).toEqual(['en', 'de']);
    expect(c.FALLBACK_LANGUAGE).toBe('en');
    expect(c.RETRY_MAX_ATTEMPTS).toBe(3);
    expect(c.RETRY_MAX_DELAY_MS).toBe(300_000);
    expect(c.TOKEN_EXPIRY_TOLERANCE_S).toBe(5);
    expect(c.COOKIE_STORAGE_DAYS).toBe(365);
  });
});
