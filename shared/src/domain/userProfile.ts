/** The signed-in user's profile (spec §3): `createdAt` is converted to a date. */
export interface UserProfile {
  userId: string;
  createdAt: Date;
}

/** Where profile warnings go; `console` by default. */
export interface WarningLogger {
  warn(message: string, ...details: unknown[]): void;
}

/**
 * Parses the response of `GET /api/user/profile` (JSON text or an already parsed object).
 * An empty response or one without a `userId` logs a warning and yields no profile.
 * @returns the profile, or `null` when there is none to use
 */
export function parseUserProfile(
  response: unknown,
  logger: WarningLogger = console,
): UserProfile | null {
  let data: unknown = response;
  if (typeof response === 'string') {
    if (response.trim() === '') {
      logger.warn('User profile response is empty; no profile is used.');
      return null;
    }
    try {
      data = JSON.parse(response);
    } catch (error) {
      logger.warn('User profile response is not JSON; no profile is used.', error);
      return null;
    }
  }
  if (data === null || data === undefined || typeof data !== 'object') {
    logger.warn('User profile response is empty; no profile is used.');
    return null;
  }
  const record = data as Record<string, unknown>;
  if (typeof record.userId !== 'string' || record.userId === '') {
    logger.warn('User profile response has no userId; no profile is used.', record);
    return null;
  }
  const created = new Date(record.createdAt as string | number);
  return { userId: record.userId, createdAt: created };
}
