import { AuthError, type CognitoCall } from './cognitoApi.ts';
import type { Challenge } from './signInSteps.ts';
import {
  bigFromHex,
  createSrpKeys,
  srpClaimSignature,
  srpPasswordKey,
  srpTimestamp,
  type SrpClientKeys,
} from './srp.ts';

type Out = Challenge & {
  AuthenticationResult?: { AccessToken: string; IdToken: string; RefreshToken?: string };
};

/** USER_SRP_AUTH: start with SRP_A, then prove the password for PASSWORD_VERIFIER. */
export const respondToPasswordVerifier = {
  async start(
    call: CognitoCall,
    config: { clientId: string },
    username: string,
  ): Promise<{ out: Out; keys: SrpClientKeys }> {
    const keys = createSrpKeys();
    const out = await call<Out>('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: config.clientId,
      AuthParameters: { USERNAME: username, SRP_A: keys.A.toString(16) },
    });
    return { out, keys };
  },

  async answer(
    out: Out,
    keys: SrpClientKeys,
    config: { userPoolId: string },
    password: string,
    nowMs: number,
  ): Promise<Record<string, string>> {
    const p = out.ChallengeParameters ?? {};
    if (!p.SRP_B || !p.SALT || !p.SECRET_BLOCK || !p.USER_ID_FOR_SRP) {
      throw new AuthError(
        'UnknownError',
        'The identity service sent an incomplete password challenge.',
      );
    }
    const poolName = config.userPoolId.split('_')[1] ?? '';
    const key = await srpPasswordKey({
      keys,
      poolName,
      userId: p.USER_ID_FOR_SRP,
      password,
      serverB: bigFromHex(p.SRP_B),
      salt: bigFromHex(p.SALT),
    });
    const timestamp = srpTimestamp(new Date(nowMs));
    const signature = await srpClaimSignature({
      key,
      poolName,
      userId: p.USER_ID_FOR_SRP,
      secretBlock: p.SECRET_BLOCK,
      timestamp,
    });
    return {
      USERNAME: p.USER_ID_FOR_SRP,
      PASSWORD_CLAIM_SECRET_BLOCK: p.SECRET_BLOCK,
      TIMESTAMP: timestamp,
      PASSWORD_CLAIM_SIGNATURE: signature,
    };
  },
};
