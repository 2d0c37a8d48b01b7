import type { KeyValueStorage } from './storage.ts';
import type { Tokens } from './session.ts';

/** Tokens with the clock drift and optional remembered-device data (spec §3 auth session). */
export interface StoredTokens extends Tokens {
  clockDrift: number;
}

const FIELDS = ['accessToken', 'idToken', 'refreshToken', 'clockDrift'] as const;

/** Reads and writes the tokens of one app client under `stickerei.auth.<clientId>.*`. */
export function createTokenStore(storage: KeyValueStorage, clientId: string) {
  const key = (field: string) => `stickerei.auth.${clientId}.${field}`;
  return {
    load(): StoredTokens | null {
      const accessToken = storage.getItem(key('accessToken'));
      const idToken = storage.getItem(key('idToken'));
      if (!accessToken || !idToken) return null;
      return {
        accessToken,
        idToken,
        refreshToken: storage.getItem(key('refreshToken')) ?? '',
        clockDrift: Number(storage.getItem(key('clockDrift')) ?? 0) || 0,
      };
    },
    save(tokens: StoredTokens): void {
      storage.setItem(key('accessToken'), tokens.accessToken);
      storage.setItem(key('idToken'), tokens.idToken);
      if (tokens.refreshToken) storage.setItem(key('refreshToken'), tokens.refreshToken);
      storage.setItem(key('clockDrift'), String(tokens.clockDrift));
    },
    clear(): void {
      for (const field of FIELDS) storage.removeItem(key(field));
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
