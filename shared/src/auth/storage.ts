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

  // The jar's text as last read, split into its values: the session's four tokens are read one
  // by one, many times while a page starts, from the same text.
  private read: { text: string; values: Map<string, string> } | null = null;

  getItem(key: string): string | null {
    const text = this.jar.cookie;
    if (this.read?.text !== text) {
      const values = new Map<string, string>();
      for (const part of text.split(/;\s*/)) {
        const at = part.indexOf('=');
        // the first cookie of a name wins, as document.cookie lists the most specific path first
        if (at > 0 && !values.has(part.slice(0, at)))
          values.set(part.slice(0, at), part.slice(at + 1));
      }
      this.read = { text, values };
    }
    const value = this.read.values.get(encodeURIComponent(key));
    return value === undefined ? null : decodeURIComponent(value);
  }

  setItem(key: string, value: string): void {
    this.jar.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; ${this.attributes}`;
  }

  removeItem(key: string): void {
    this.jar.cookie = `${encodeURIComponent(key)}=; path=/; max-age=0`;
  }
}
