import type { Config } from '../config.ts';

/** How long the api waits for the user pool before giving up on an e-mail lookup. */
const LOOKUP_TIMEOUT_MS = 3000;

/**
 * The e-mail address of the account an access token belongs to, from the user pool's `GetUser`
 * (answered for the token itself: no AWS credentials needed, on AWS as on cognito-local).
 * Access tokens carry no e-mail claim, so this is how the api learns it (user analytics).
 * @returns the address, or null when the account has none
 * @throws Error when the pool cannot be reached or refuses the token
 */
export async function fetchAccountEmail(
  cognito: Pick<Config['cognito'], 'endpoint' | 'region'>,
  accessToken: string,
): Promise<string | null> {
  const url = cognito.endpoint ?? `https://cognito-idp.${cognito.region}.amazonaws.com`;
  const res = await fetch(`${url}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
    },
    body: JSON.stringify({ AccessToken: accessToken }),
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`GetUser answered ${res.status}`);
  const body = (await res.json()) as { UserAttributes?: Array<{ Name: string; Value?: string }> };
  const email = body.UserAttributes?.find((a) => a.Name === 'email')?.Value;
  return email && email.includes('@') ? email : null;
}
