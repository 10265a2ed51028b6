/** Cognito (and Amplify) error names the console has a translation for under `errors.`. */
const KNOWN_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'InvalidPasswordException',
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
  'InvalidParameterException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'CodeDeliveryFailureException',
]);

/**
 * The pool could not be reached (Amplify's NetworkError: refused, reset, offline) or failed itself (Cognito's
 * 500): the sign-in service is down, not the credentials wrong (docs/decisions.md, "The identity pool down").
 */
const POOL_UNAVAILABLE = new Set(['NetworkError', 'InternalErrorException']);

export type AuthStep = 'sign-in' | 'new-password' | 'reset-request' | 'reset-confirm';

function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/**
 * The i18n key of an identity error. A failed sign-in with a wrong e-mail or password is the required message
 * 'Usuario o contraseña incorrecta'; Cognito's attempt limit also arrives as NotAuthorizedException.
 */
export function authErrorKey(error: unknown, step: AuthStep): string {
  const name = nameOf(error);
  const message = error instanceof Error ? error.message : '';
  if (POOL_UNAVAILABLE.has(name)) return 'errors.IDENTITY_UNAVAILABLE';
  if (name === 'NotAuthorizedException' && /attempts exceeded|too many/i.test(message)) {
    return 'errors.TooManyFailedAttemptsException';
  }
  if (step === 'sign-in' && (name === 'NotAuthorizedException' || name === 'UserNotFoundException')) {
    return 'auth.invalidCredentials';
  }
  if (step === 'new-password' && name === 'NotAuthorizedException') return 'errors.SessionExpired';
  if (KNOWN_ERRORS.has(name)) return `errors.${name}`;
  return 'errors.generic';
}
