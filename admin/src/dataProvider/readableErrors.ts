import {
  RequestError,
  type HttpMethod,
  type RequestClient,
  type RequestOptions,
} from '@stickerei/shared/api-client';
import { FALLBACK_LANGUAGE, type Language } from '@stickerei/shared/domain';
import { isLanguage, tooManyRequestsText } from '@stickerei/shared/i18n';

/** The admin's language now: `<html lang>` follows the locale store (startAdmin.tsx). */
export function documentLanguage(): Language {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}

/**
 * The error a notification shows: a 429 becomes "too many requests, try again in N seconds" in
 * the admin's language (status, code and wait kept, so checkError still sees the status); any
 * other error stays as the api said it.
 */
export function readableError(error: unknown, language: Language): unknown {
  if (!(error instanceof RequestError) || error.status !== 429) return error;
  return new RequestError(tooManyRequestsText(language, error.retryAfterSeconds), {
    status: error.status,
    code: error.code,
    details: error.details,
    ...(error.retryAfterSeconds === null ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
  });
}

/** `client` whose failures are readable errors (readableError) in `language()`. */
export function withReadableErrors(
  client: RequestClient,
  language: () => Language = documentLanguage,
): RequestClient {
  async function request<T>(method: HttpMethod, path: string, opts?: RequestOptions) {
    try {
      return await client.request<T>(method, path, opts);
    } catch (error) {
      throw readableError(error, language());
    }
  }
  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    patch: (path, opts) => request('PATCH', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
