import { retryAfterSeconds } from '../api-client/request.ts';
/** An error answered by the identity service or met on the way (spec §8). */
export class AuthError extends Error {
  /** Cognito's exception name (e.g. NotAuthorizedException) or one of ours (e.g. NetworkError). */
  override readonly name: string;
  /** Seconds to wait before trying again, when the service said (a rate limit's 429). */
  readonly retryAfterSeconds: number | null;
  constructor(
    name: string,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number | null },
  ) {
    super(message, options);
    this.name = name;
    this.retryAfterSeconds = options?.retryAfterSeconds ?? null;
  }
}

export interface CognitoApiOptions {
  /** The user-pool endpoint, e.g. `https://cognito-idp.eu-central-1.amazonaws.com/`. */
  endpoint: string;
  fetch?: typeof fetch;
}

/**
 * Calls one user-pool operation over Cognito's JSON protocol.
 * @throws AuthError named after Cognito's `__type` (or NetworkError when nothing came back)
 */
export function createCognitoApi(options: CognitoApiOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async function call<T = Record<string, unknown>>(
    operation: string,
    body: object,
  ): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(options.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new AuthError('NetworkError', 'A network error has occurred.', { cause: error });
    }
    const text = await response.text();
    let data: Record<string, unknown>;
    try {
      data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch (error) {
      throw new AuthError(
        'UnknownError',
        `Unexpected answer from the identity service (${response.status}).`,
        { cause: error },
      );
    }
    if (response.status === 429) {
      // The product's own rate limit in front of the user pool (docs/rate-limits.md).
      throw new AuthError('TooManyRequestsException', String(data.message ?? 'Too many requests'), {
        retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
      });
    }
    if (!response.ok) {
      const type = String(data.__type ?? data.code ?? 'UnknownError');
      const name = type.includes('#') ? type.slice(type.lastIndexOf('#') + 1) : type;
      throw new AuthError(name, String(data.message ?? data.Message ?? response.statusText));
    }
    return data as T;
  };
}

export type CognitoCall = ReturnType<typeof createCognitoApi>;
