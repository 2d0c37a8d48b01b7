// SRP-6a as Cognito's USER_SRP_AUTH flow uses it (3072-bit group of RFC 5054, g = 2, SHA-256,
// HKDF with the info "Caldera Derived Key"). Big numbers are BigInt, hashes come from WebCrypto.

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';
const N = BigInt(`0x${N_HEX}`);
const g = 2n;

/** Hex of a non-negative big number, padded so it reads as positive in two's complement. */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  else if ('89abcdef'.includes(hex[0] ?? '0')) hex = `00${hex}`;
  return hex;
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

async function hmac(
  key: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, data));
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Cognito's timestamp: `Tue Nov 3 09:05:07 UTC 2026` (day not padded, English names). */
export function srpTimestamp(date: Date): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${days[date.getUTCDay()]} ${months[date.getUTCMonth()]} ${date.getUTCDate()} ${time} UTC ${date.getUTCFullYear()}`;
}

/** The client's ephemeral pair: secret `a` and public `A = g^a mod N`. */
export interface SrpClientKeys {
  a: bigint;
  A: bigint;
}

/** Creates the ephemeral pair from 128 random bytes (or the given `a`, for tests). */
export function createSrpKeys(a?: bigint): SrpClientKeys {
  let secret = a;
  if (secret === undefined) {
    secret = BigInt(`0x${bytesToHex(crypto.getRandomValues(new Uint8Array(128)))}`) % N;
  }
  const A = modPow(g, secret, N);
  if (A % N === 0n) throw new Error('SRP: illegal client key');
  return { a: secret, A };
}

/**
 * The 16-byte key both sides derive (HKDF of the premaster secret S salted with u).
 * @param poolName the part of the user pool id after the underscore
 */
export async function srpPasswordKey(options: {
  keys: SrpClientKeys;
  poolName: string;
  userId: string;
  password: string;
  serverB: bigint;
  salt: bigint;
}): Promise<Uint8Array<ArrayBuffer>> {
  const { keys, serverB: B } = options;
  if (B % N === 0n) throw new Error('SRP: illegal server key');
  const k = BigInt(`0x${await sha256Hex(hexToBytes(padHex(N) + padHex(g)))}`);
  const u = BigInt(`0x${await sha256Hex(hexToBytes(padHex(keys.A) + padHex(B)))}`);
  if (u === 0n) throw new Error('SRP: illegal scrambling parameter');
  const identityHash = await sha256Hex(
    utf8(`${options.poolName}${options.userId}:${options.password}`),
  );
  const x = BigInt(`0x${await sha256Hex(hexToBytes(padHex(options.salt) + identityHash))}`);
  const base = (((B - k * modPow(g, x, N)) % N) + N) % N;
  const S = modPow(base, keys.a + u * x, N);
  const prk = await hmac(hexToBytes(padHex(u)), hexToBytes(padHex(S)));
  const okm = await hmac(prk, concat(utf8('Caldera Derived Key'), new Uint8Array([1])));
  return okm.slice(0, 16);
}

/** The PASSWORD_CLAIM_SIGNATURE of Cognito's PASSWORD_VERIFIER challenge, base64. */
export async function srpClaimSignature(options: {
  key: Uint8Array<ArrayBuffer>;
  poolName: string;
  userId: string;
  secretBlock: string;
  timestamp: string;
}): Promise<string> {
  const secret = Uint8Array.from(atob(options.secretBlock), (c) => c.charCodeAt(0));
  const message = concat(
    utf8(options.poolName),
    utf8(options.userId),
    secret,
    utf8(options.timestamp),
  );
  const signature = await hmac(options.key, message);
  return btoa(String.fromCharCode(...signature));
}

/** Parses a hex string from Cognito (SRP_B, SALT) into a big number. */
export function bigFromHex(hex: string): bigint {
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Error('SRP: value is not hexadecimal');
  return BigInt(`0x${hex}`);
}
