import { API_ERROR_CODES } from '@stickerei/shared/domain';

type Status = keyof typeof API_ERROR_CODES;

/** The api's one error class: a status, a code from the union, a message, optional details. */
export class HttpError extends Error {
  readonly statusCode: Status;
  readonly code: string;
  readonly details: unknown;
  constructor(
    statusCode: Status,
    message: string,
    options: { details?: unknown; cause?: unknown; code?: string } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = options.code ?? API_ERROR_CODES[statusCode];
    this.details = options.details;
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, message, { details });
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message = 'Sign in to continue: a valid access token is required.') =>
  new HttpError(401, message);
export const forbidden = (message = 'Your account may not do this.') => new HttpError(403, message);
