import { CognitoError } from './cognito-error';

/** The symbols Cognito's password policy counts. */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');
const MAX_LENGTH = 256;

/**
 * The pool's password policy (Cognito's default one): at least 8 characters with an upper-case letter,
 * a lower-case letter, a digit and a symbol. Throws InvalidPasswordException with Cognito's wording.
 */
export function assertPasswordPolicy(password: string): void {
  const fail = (reason: string) => {
    throw new CognitoError('InvalidPasswordException', `Password does not conform to policy: ${reason}`);
  };
  if (password.length > MAX_LENGTH) {
    throw new CognitoError(
      'InvalidParameterException',
      `1 validation error detected: Value at 'password' failed to satisfy constraint: Member must have length less than or equal to ${MAX_LENGTH}`,
    );
  }
  if (/^\s|\s$/.test(password)) fail('Password must not begin or end with whitespace');
  if (password.length < 8) fail('Password not long enough');
  if (!/\p{Lu}/u.test(password)) fail('Password must have uppercase characters');
  if (!/\p{Ll}/u.test(password)) fail('Password must have lowercase characters');
  if (!/[0-9]/.test(password)) fail('Password must have numeric characters');
  if (![...password].some((c) => SYMBOLS.has(c))) fail('Password must have symbol characters');
}
