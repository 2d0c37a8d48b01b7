import {
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_ATTEMPTS,
  RETRY_MAX_DELAY_MS,
} from '../domain/constants.ts';

/** A rejected request: the message follows spec §8; status 0 means no response arrived. */
export class RequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  /** Seconds the server asked to wait (Retry-After of a 429 or 503), else null. */
  readonly retryAfterSeconds: number | null;
  constructor(
    message: string,
    options: { status: number; code?: string; details?: unknown; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'RequestError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/**
 * The wait a Retry-After header asks for, in whole seconds (delta-seconds or an HTTP date), or
 * null when there is none or it cannot be read.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  signal?: AbortSignal;
  /** `text` returns the body unparsed, `blob` the raw body. */
  responseType?: 'json' | 'text' | 'blob';
  headers?: Record<string, string>;
}

export interface RequestClientOptions {
  /** Prefix of every path, e.g. `/api` or `http://127.0.0.1:3000/api`. */
  baseUrl: string;
  /** Returns the current access token, or null when signed out. */
  getToken?: () => string | null | Promise<string | null>;
  fetch?: typeof fetch;
  /** Waits between retries; injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
}

const IDEMPOTENT = new Set<HttpMethod>(['GET', 'PUT', 'DELETE']);
const RETRY_STATUSES = new Set([408, 429, 502, 503, 504]);

/** Builds a query string holding only parameters with truthy values (spec §5). */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (!value) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Delay before retry number `attempt` (1-based): exponential, capped at 5 minutes (spec §9). */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** (attempt - 1), RETRY_MAX_DELAY_MS);
}

async function errorFromResponse(response: Response): Promise<RequestError> {
  let body: Record<string, unknown> | null = null;
  try {
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    body = null; // not JSON: the status text is the message
  }
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : '';
  const message = serverMessage || response.statusText || 'HTTP-Fehler';
  const wait = retryAfterSeconds(response.headers.get('retry-after'));
  return new RequestError(message, {
    status: response.status,
    code: typeof body?.code === 'string' ? body.code : undefined,
    details: body?.details,
    ...(wait === null ? {} : { retryAfterSeconds: wait }),
  });
}

function networkError(error: unknown): RequestError {
  const statusText =
    error && typeof error === 'object' && 'statusText' in error ? String(error.statusText) : '';
  return new RequestError(statusText || 'Network Error', { status: 0, details: error });
}

/** The request helper of spec §7/§8/§9; one per base URL. */
export function createRequestClient(options: RequestClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function once(method: HttpMethod, url: string, opts: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const token = options.getToken ? await options.getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    return doFetch(url, { method, headers, body, signal: opts.signal });
  }

  /**
   * Sends one request. Idempotent requests (GET, PUT, DELETE) are retried up to 3 attempts on
   * network failures and on 408/429/502/503/504, with exponential back-off; a 429 that asks for a
   * longer wait than the back-off is not retried (the caller shows how long to wait).
   * @throws RequestError with the server's JSON message, else the status text, else 'HTTP-Fehler';
   *   network failures with the status text or 'Network Error'
   */
  async function request<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    const url = `${options.baseUrl}${path}${buildQuery(opts.query)}`;
    const attempts = IDEMPOTENT.has(method) ? RETRY_MAX_ATTEMPTS : 1;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await once(method, url, opts);
      } catch (error) {
        if (opts.signal?.aborted || attempt >= attempts) throw networkError(error);
        await sleep(retryDelay(attempt));
        continue;
      }
      if (response.ok) return parseBody<T>(response, opts.responseType ?? 'json');
      if (
        attempt >= attempts ||
        !RETRY_STATUSES.has(response.status) ||
        waitsLonger(response, retryDelay(attempt))
      ) {
        throw await errorFromResponse(response);
      }
      await sleep(retryDelay(attempt));
    }
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, opts?: RequestOptions) => request<T>('POST', path, opts),
    put: <T>(path: string, opts?: RequestOptions) => request<T>('PUT', path, opts),
    patch: <T>(path: string, opts?: RequestOptions) => request<T>('PATCH', path, opts),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type RequestClient = ReturnType<typeof createRequestClient>;

// A rate limit's 429 that lasts longer than the next back-off would only be refused again (and
// count again): better to say how long to wait.
function waitsLonger(response: Response, delayMs: number): boolean {
  if (response.status !== 429) return false;
  const wait = retryAfterSeconds(response.headers.get('retry-after'));
  return wait !== null && wait * 1000 > delayMs;
}

async function parseBody<T>(response: Response, type: 'json' | 'text' | 'blob'): Promise<T> {
  if (type === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (type === 'text') return text as T;
  return (text ? JSON.parse(text) : undefined) as T;
}
