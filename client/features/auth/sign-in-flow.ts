// A lazy chunk: the login forms import it on submit (or ahead, when the login page is idle).
import { confirmResetPassword, confirmSignIn, resetPassword, signIn, signOut } from 'aws-amplify/auth';
import { i18n } from '../../i18n/i18n';
import { getAccessToken } from '../../session/access-token';
import { amplifyConfigured } from '../../session/amplify-config';
import { selectTokenStorage } from '../../session/token-storage';
import { waitForAccessToken } from '../../session/wait-for-access-token';

export type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'new-password-required' }
  /** Signed in, but no token appeared within 5 s: logged, no redirect (docs/decisions.md). */
  | { kind: 'no-token' }
  | { kind: 'unsupported-step'; step: string };

async function signInOnce(email: string, password: string) {
  return signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
}

/** Signs in with e-mail and password, keeping the tokens where remember me says. */
export async function signInWithPassword(
  email: string,
  password: string,
  remember: boolean,
): Promise<SignInOutcome> {
  await amplifyConfigured();
  selectTokenStorage(remember);
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await signInOnce(email, password);
  } catch (error) {
    // Left-over tokens (e.g. the session could not load) block a new sign-in: drop them and try once more.
    if (!(error instanceof Error) || error.name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut().catch(() => undefined);
    selectTokenStorage(remember);
    result = await signInOnce(email, password);
  }
  const step = result.nextStep.signInStep;
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return { kind: 'new-password-required' };
  if (!result.isSignedIn) return { kind: 'unsupported-step', step };
  const token = await waitForAccessToken(getAccessToken);
  return token ? { kind: 'signed-in' } : { kind: 'no-token' };
}

/**
 * Answers the pool's new-password challenge, then signs in again with the new password (docs/decisions.md).
 * The caller reloads the page afterwards.
 */
export async function setNewPasswordAndSignIn(
  email: string,
  newPassword: string,
  remember: boolean,
): Promise<SignInOutcome> {
  await amplifyConfigured();
  const result = await confirmSignIn({ challengeResponse: newPassword });
  if (result.isSignedIn) await signOut().catch(() => undefined);
  return signInWithPassword(email, newPassword, remember);
}

/**
 * Sends the reset code to the user's e-mail, in the language the console shows unless the user has a stored one:
 * ClientMetadata is where Cognito hands a request's extras to the message (its custom message trigger).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await amplifyConfigured();
  await resetPassword({ username: email, options: { clientMetadata: { language: i18n.language } } });
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await amplifyConfigured();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}
