import { signOut } from 'aws-amplify/auth';
import { amplifyConfigured } from './amplify-config';

/** Amplify's sign-out: revokes the tokens at the pool and removes them from the browser. */
export async function signOutOfPool(): Promise<void> {
  await amplifyConfigured();
  await signOut();
}
