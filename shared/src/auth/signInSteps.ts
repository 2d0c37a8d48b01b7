import { AuthError } from './cognitoApi.ts';

export type MfaType = 'SMS' | 'TOTP' | 'EMAIL';

/** Where a sign-in stands (spec §4); each step has its own screen state. */
export type SignInStep =
  | { signInStep: 'DONE' }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'; missingAttributes: string[] }
  | { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP'; totpSecret: string; setupUri: string }
  | { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }
  | { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION'; allowedMFATypes: MfaType[] }
  | { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION'; allowedMFATypes: MfaType[] }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE'; destination: string | null }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE'; destination: string | null }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }
  | { signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION'; availableChallenges: string[] }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'; additionalInfo: Record<string, string> }
  | { signInStep: 'RESET_PASSWORD' }
  | { signInStep: 'CONFIRM_SIGN_UP' };

export type SignInStepName = SignInStep['signInStep'];

/** A challenge as Cognito sends it. */
export interface Challenge {
  ChallengeName: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
}

const MFA_NAMES: Record<string, MfaType> = {
  SMS_MFA: 'SMS',
  SMS_OTP: 'SMS',
  SOFTWARE_TOKEN_MFA: 'TOTP',
  EMAIL_OTP: 'EMAIL',
};

/** MFA types from Cognito's JSON list parameter (`MFAS_CAN_CHOOSE`, `MFAS_CAN_SETUP`). */
export function parseMfaTypes(json: string | undefined): MfaType[] {
  if (!json) return [];
  let names: unknown;
  try {
    names = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(names)) return [];
  const types = names.map((n) => MFA_NAMES[String(n)]).filter((t): t is MfaType => t !== undefined);
  return [...new Set(types)];
}

function parseList(json: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * The step a challenge leads to. MFA_SETUP with TOTP only, PASSWORD_VERIFIER and WEB_AUTHN need
 * a call first; the client handles those and never passes them here.
 * @throws AuthError UnsupportedChallenge for a challenge the product cannot answer
 */
export function stepForChallenge(challenge: Challenge): SignInStep {
  const params = challenge.ChallengeParameters ?? {};
  switch (challenge.ChallengeName) {
    case 'NEW_PASSWORD_REQUIRED':
      return {
        signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
        missingAttributes: parseList(params.requiredAttributes).map((a) =>
          a.replace(/^userAttributes\./, ''),
        ),
      };
    case 'SMS_MFA':
    case 'SMS_OTP':
      return {
        signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
        destination: params.CODE_DELIVERY_DESTINATION ?? null,
      };
    case 'EMAIL_OTP':
      return {
        signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
        destination: params.CODE_DELIVERY_DESTINATION ?? null,
      };
    case 'SOFTWARE_TOKEN_MFA':
      return { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' };
    case 'SELECT_MFA_TYPE':
      return {
        signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
        allowedMFATypes: parseMfaTypes(params.MFAS_CAN_CHOOSE),
      };
    case 'MFA_SETUP': {
      const types = parseMfaTypes(params.MFAS_CAN_SETUP).filter((t) => t !== 'SMS');
      if (types.length > 1)
        return { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMFATypes: types };
      if (types[0] === 'EMAIL') return { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' };
      throw new AuthError(
        'UnsupportedChallenge',
        'MFA set-up needs the authenticator secret first.',
      );
    }
    case 'SELECT_CHALLENGE':
      return {
        signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
        availableChallenges: parseList(params.AVAILABLE_CHALLENGES ?? '[]'),
      };
    case 'PASSWORD':
      return { signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' };
    case 'CUSTOM_CHALLENGE':
      return { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: { ...params } };
    default:
      throw new AuthError(
        'UnsupportedChallenge',
        `Unsupported sign-in challenge ${challenge.ChallengeName}.`,
      );
  }
}

/** Steps that come from Cognito exceptions rather than challenges (spec §4). */
export function stepForError(error: unknown): SignInStep | null {
  if (!(error instanceof AuthError)) return null;
  if (error.name === 'PasswordResetRequiredException') return { signInStep: 'RESET_PASSWORD' };
  if (error.name === 'UserNotConfirmedException') return { signInStep: 'CONFIRM_SIGN_UP' };
  return null;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpSetupUri(secret: string, accountName: string, issuer = 'Stickerei'): string {
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
}
