import { fetchAuthSession } from 'aws-amplify/auth';

/** The current access token (Amplify refreshes it when needed), or null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.accessToken?.toString() ?? null;
  } catch {
    return null;
  }
}
