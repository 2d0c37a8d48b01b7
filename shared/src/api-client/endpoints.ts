import type { RequestClient } from './request.ts';
import { parseUserProfile, type UserProfile } from '../domain/userProfile.ts';

/** Public configuration the browser needs (`GET /api/config`). */
export interface PublicConfig {
  cognito: {
    endpoint: string;
    region: string;
    userPoolId: string;
    clientId: string;
    /** USER_SRP_AUTH on AWS, USER_PASSWORD_AUTH on cognito-local, USER_AUTH for choice-based sign-in. */
    authFlow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'USER_AUTH';
    hostedDomain: string | null;
  };
}

export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

/** `GET /api/health` */
export const getHealth = (client: RequestClient) => client.get<Health>('/health');

/** `GET /api/config` */
export const getConfig = (client: RequestClient) => client.get<PublicConfig>('/config');

/**
 * `GET /api/user/profile`: the caller's profile, or null (a warning is logged).
 * @param idToken the session's ID token, sent along so the api learns the account's e-mail
 *   address (the access token carries none)
 */
export async function getUserProfile(
  client: RequestClient,
  idToken?: string | null,
): Promise<UserProfile | null> {
  const text = await client.get<string>('/user/profile', {
    responseType: 'text',
    ...(idToken ? { headers: { 'X-Id-Token': idToken } } : {}),
  });
  return parseUserProfile(text);
}
