import { describe, expect, it } from 'vitest';
// The reference implementation serves only as a test oracle: the product does not use it.
import AuthenticationHelper from 'amazon-cognito-identity-js/lib/AuthenticationHelper.js';
import BigIntegerModule from 'amazon-cognito-identity-js/lib/BigInteger.js';
import { createSrpKeys, padHex, srpClaimSignature, srpPasswordKey, srpTimestamp } from './srp.ts';

type Helper = {
  smallAValue: unknown;
  largeAValue: unknown;
  getPasswordAuthenticationKey(
    user: string,
    password: string,
    B: unknown,
    salt: unknown,
    cb: (err: unknown, key: number[] | Uint8Array) => void,
  ): void;
};
const BigInteger =
  (BigIntegerModule as unknown as { default?: unknown }).default ?? BigIntegerModule;
const Helper = ((AuthenticationHelper as unknown as { default?: unknown }).default ??
  AuthenticationHelper) as new (pool: string) => Helper;
const big = (value: bigint) =>
  new (BigInteger as new (hex: string, radix: number) => unknown)(value.toString(16), 16);

describe('SRP for USER_SRP_AUTH', () => {
  it('pads hex so it reads as a positive number', () => {
    expect(padHex(0x1n)).toBe('01');
    expect(padHex(0x7fn)).toBe('7f');
    expect(padHex(0x80n)).toBe('0080');
    expect(padHex(0xabcn)).toBe('0abc');
  });

  it('formats the timestamp as Cognito expects', () => {
    expect(srpTimestamp(new Date(Date.UTC(2026, 10, 3, 9, 5, 7)))).toBe(
      'Tue Nov 3 09:05:07 UTC 2026',
    );
  });

  it('derives the same password key as the reference implementation', async () => {
    const poolName = 'AbCdEf123';
    const keys = createSrpKeys(0x1234567890abcdef1234567890abcdefn);
    const server = createSrpKeys(0xfedcba0987654321fedcba0987654321n);
    const salt = 0x9f3a2b7c1d4e5f60718293a4b5c6d7e8n;
    const ours = await srpPasswordKey({
      keys,
      poolName,
      userId: 'user-123',
      password: 'Pa55word!',
      serverB: server.A,
      salt,
    });

    const helper = new Helper(poolName);
    helper.smallAValue = big(keys.a);
    helper.largeAValue = big(keys.A);
    const theirs = await new Promise<number[] | Uint8Array>((resolve, reject) =>
      helper.getPasswordAuthenticationKey(
        'user-123',
        'Pa55word!',
        big(server.A),
        big(salt),
        (err, key) => (err ? reject(err as Error) : resolve(key)),
      ),
    );
    expect(Array.from(ours)).toEqual(Array.from(theirs));
  });

  it('signs the claim with HMAC-SHA256 over pool, user, secret block and timestamp', async () => {
    const key = new Uint8Array(16).fill(7);
    const signature = await srpClaimSignature({
      key,
      poolName: 'pool',
      userId: 'u',
      secretBlock: btoa('secret'),
      timestamp: 'Tue Nov 3 09:05:07 UTC 2026',
    });
    const cryptoKey = await crypto.subtle.importKey(
      'raw',
      key,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const expected = new Uint8Array(
      await crypto.subtle.sign(
        'HMAC',
        cryptoKey,
        new TextEncoder().encode(
          'pooluSecretTue Nov 3 09:05:07 UTC 2026'.replace('Secret', 'secret'),
        ),
      ),
    );
    expect(signature).toBe(btoa(String.fromCharCode(...expected)));
  });

  it('refuses a server key that is a multiple of N', async () => {
    await expect(
      srpPasswordKey({
        keys: createSrpKeys(5n),
        poolName: 'p',
        userId: 'u',
        password: 'x',
        serverB: 0n,
        salt: 1n,
      }),
    ).rejects.toThrow('illegal server key');
  });
});
