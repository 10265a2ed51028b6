import { fetchAuthSession } from 'aws-amplify/auth';
import { amplifyConfigured } from './amplify-config';

/** The current access token (Amplify refreshes it when needed), or null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  try {
    await amplifyConfigured();
    const { tokens } = await fetchAuthSession();
    return tokens?.accessToken?.toString() ?? null;
  } catch {
    return null;
  }
}
