import { COOKIE_STORAGE_DAYS } from '../domain/constants.ts';

/** The subset of the Web Storage API the auth client needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage in memory (tests, server-side rendering). */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

/** Where cookies are read and written: `document` in a browser. */
export interface CookieJar {
  cookie: string;
}

export interface CookieStorageOptions {
  /** Lifetime in days (spec §9: 365 by default). */
  expiresDays?: number;
  path?: string;
  /** Secure cookies only over https (false on http://127.0.0.1). */
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax';
}

/**
 * Keeps values in cookies (spec §9: cookie storage, 365 days by default), so tokens survive
 * reloads and are shared by the site and the admin on one origin.
 */
export class CookieStorage implements KeyValueStorage {
  private readonly jar: CookieJar;
  private readonly attributes: string;

  constructor(jar: CookieJar, options: CookieStorageOptions = {}) {
    this.jar = jar;
    const days = options.expiresDays ?? COOKIE_STORAGE_DAYS;
    const parts = [
      `path=${options.path ?? '/'}`,
      `max-age=${Math.round(days * 86400)}`,
      `SameSite=${options.sameSite ?? 'Lax'}`,
    ];
    if (options.secure) parts.push('Secure');
    this.attributes = parts.join('; ');
  }

  getItem(key: string): string | null {
    const wanted = `${encodeURIComponent(key)}=`;
    for (const part of this.jar.cookie.split(/;\s*/)) {
      if (part.startsWith(wanted)) return decodeURIComponent(part.slice(wanted.length));
    }
    return null;
  }

  setItem(key: string, value: string): void {
    this.jar.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; ${this.attributes}`;
  }

  removeItem(key: string): void {
    this.jar.cookie = `${encodeURIComponent(key)}=; path=/; max-age=0`;
  }
}
