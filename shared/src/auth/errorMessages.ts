import type { Language } from '../domain/constants.ts';
import { tooManyRequestsText } from '../i18n/rateLimit.ts';

type Text = { en: string; de: string };

/**
 * What users read for each identity error of spec §8 — never the raw exception name. Keys are
 * Cognito's exception names and the client-side errors of the auth client.
 */
export const AUTH_ERROR_MESSAGES: Record<string, Text> = {
  NotAuthorizedException: {
    en: 'The email address or password is not correct.',
    de: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
  },
  UserNotFoundException: {
    en: 'We could not find an account with this email address.',
    de: 'Zu dieser E-Mail-Adresse gibt es kein Konto.',
  },
  UserNotConfirmedException: {
    en: 'Your account is not confirmed yet. Enter the code we sent to your email address.',
    de: 'Ihr Konto ist noch nicht bestätigt. Geben Sie den Code ein, den wir Ihnen per E-Mail geschickt haben.',
  },
  UsernameExistsException: {
    en: 'An account with this email address already exists. Sign in or reset your password.',
    de: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  },
  CodeMismatchException: {
    en: 'The code is not correct. Check it and try again.',
    de: 'Der Code ist nicht korrekt. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
  },
  ExpiredCodeException: {
    en: 'The code has expired. Request a new one.',
    de: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
  },
  LimitExceededException: {
    en: 'Too many attempts. Please wait a while before trying again.',
    de: 'Zu viele Versuche. Bitte warten Sie eine Weile, bevor Sie es erneut versuchen.',
  },
  TooManyRequestsException: {
    en: 'Too many requests. Please wait a moment and try again.',
    de: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  },
  TooManyFailedAttemptsException: {
    en: 'Too many failed attempts. Please wait a while before trying again.',
    de: 'Zu viele Fehlversuche. Bitte warten Sie eine Weile, bevor Sie es erneut versuchen.',
  },
  PasswordResetRequiredException: {
    en: 'You need to reset your password before you can sign in.',
    de: 'Sie müssen Ihr Passwort zurücksetzen, bevor Sie sich anmelden können.',
  },
  InvalidPasswordException: {
    en: 'The password does not meet the requirements: at least 8 characters.',
    de: 'Das Passwort erfüllt die Anforderungen nicht: mindestens 8 Zeichen.',
  },
  InvalidParameterException: {
    en: 'Some of the entered data is not valid. Check your input.',
    de: 'Einige Angaben sind ungültig. Bitte prüfen Sie Ihre Eingaben.',
  },
  EnableSoftwareTokenMFAException: {
    en: 'The authenticator code is not correct. Enter the current code from your app.',
    de: 'Der Code der Authenticator-App ist nicht korrekt. Bitte geben Sie den aktuellen Code ein.',
  },
  SoftwareTokenMFANotFoundException: {
    en: 'No authenticator app is set up for this account.',
    de: 'Für dieses Konto ist keine Authenticator-App eingerichtet.',
  },
  NetworkError: {
    en: 'A network error has occurred. Check your connection and try again.',
    de: 'Ein Netzwerkfehler ist aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  UserUnAuthenticatedException: {
    en: 'Please sign in to continue.',
    de: 'Bitte melden Sie sich an, um fortzufahren.',
  },
  UserAlreadyAuthenticatedException: {
    en: 'You are already signed in. Sign out first to use another account.',
    de: 'Sie sind bereits angemeldet. Melden Sie sich zuerst ab, um ein anderes Konto zu verwenden.',
  },
  SignInSessionExpired: {
    en: 'The sign-in took too long. Please start again.',
    de: 'Die Anmeldung hat zu lange gedauert. Bitte beginnen Sie erneut.',
  },
  NoSignInInProgress: {
    en: 'There is no sign-in to continue. Please start again.',
    de: 'Es gibt keine Anmeldung, die fortgesetzt werden kann. Bitte beginnen Sie erneut.',
  },
  OAuthSignInCancelled: {
    en: 'The sign-in was cancelled.',
    de: 'Die Anmeldung wurde abgebrochen.',
  },
  OAuthStateMismatch: {
    en: 'The sign-in answer does not belong to this browser. Please sign in again.',
    de: 'Die Antwort der Anmeldung gehört nicht zu diesem Browser. Bitte melden Sie sich erneut an.',
  },
  OAuthSignInError: {
    en: 'The sign-in did not succeed. Please try again.',
    de: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  InvalidTokens: {
    en: 'Your session is no longer valid. Please sign in again.',
    de: 'Ihre Sitzung ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
  },
  PasskeyNotSupported: {
    en: 'Passkeys are not supported on this device or browser.',
    de: 'Passkeys werden auf diesem Gerät oder in diesem Browser nicht unterstützt.',
  },
  PasskeyRegistrationCanceled: {
    en: 'Passkey registration ceremony has been canceled.',
    de: 'Die Registrierung des Passkeys wurde abgebrochen.',
  },
  PasskeyRetrievalCanceled: {
    en: 'Passkey retrieval ceremony has been canceled.',
    de: 'Die Anmeldung mit dem Passkey wurde abgebrochen.',
  },
  PasskeyAlreadyExists: {
    en: 'This device already has a passkey for this account.',
    de: 'Auf diesem Gerät gibt es bereits einen Passkey für dieses Konto.',
  },
  PasskeyTimedOut: {
    en: 'The passkey prompt timed out. Please try again.',
    de: 'Die Passkey-Abfrage ist abgelaufen. Bitte versuchen Sie es erneut.',
  },
  UnsupportedChallenge: {
    en: 'This sign-in step is not supported here. Please contact support.',
    de: 'Dieser Anmeldeschritt wird hier nicht unterstützt. Bitte wenden Sie sich an den Support.',
  },
  ValidationError: {
    en: 'Please fill in every required field.',
    de: 'Bitte füllen Sie alle Pflichtfelder aus.',
  },
  UnknownError: {
    en: 'Something went wrong. Please try again.',
    de: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
};

/**
 * The message a user reads for an identity error, in `language`. Unknown errors get a generic
 * text; raw exception names are never shown.
 */
export function authErrorMessage(error: unknown, language: Language): string {
  const name = error instanceof Error ? error.name : '';
  const wait = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (name === 'TooManyRequestsException' && typeof wait === 'number') {
    return tooManyRequestsText(language, wait);
  }
  const entry = AUTH_ERROR_MESSAGES[name] ?? AUTH_ERROR_MESSAGES.UnknownError;
  return (entry as Text)[language];
}
