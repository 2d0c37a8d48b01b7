/** Business constants and limits of spec §9. */
export const LIST_PAGE_SIZE = 20;
export const SIGN_IN_STATE_LIFETIME_MS = 3 * 60 * 1000;
export const GUEST_CREDENTIAL_REFRESH_INTERVAL_MS = 50 * 60 * 1000;
export const PKCE_VERIFIER_LENGTH = 128;
export const OAUTH_SCOPES = ['openid', 'email', 'profile'] as const;
export const OAUTH_RESPONSE_TYPE = 'code';
export const SIGN_IN_ATTRIBUTES = ['username', 'email'] as const;
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const RETRY_MAX_ATTEMPTS = 3;
export const RETRY_MAX_DELAY_MS = 5 * 60 * 1000;
export const RETRY_BASE_DELAY_MS = 500;
export const TOKEN_EXPIRY_TOLERANCE_S = 5;
export const COOKIE_STORAGE_DAYS = 365;
export const ROLES = ['USER', 'ADMIN'] as const;
/** Formats the product can write, so any design can be downloaded in these (DESIGN.md §6). */
export const DOWNLOAD_FORMATS = ['dst', 'pes', 'jef', 'exp', 'vp3', 'xxx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
