const TOKEN_POLL_INTERVAL_MS = 50;
const TOKEN_POLL_MAX_TRIES = 100;

type WaitOptions = {
  intervalMs?: number;
  maxTries?: number;
  sleep?: (ms: number) => Promise<void>;
};

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After sign-in, polls for the access token every 50 ms up to 100 tries. Running out logs
 * an error and resolves null: the caller does not redirect.
 */
export async function waitForAccessToken(
  getToken: () => Promise<string | null>,
  {
    intervalMs = TOKEN_POLL_INTERVAL_MS,
    maxTries = TOKEN_POLL_MAX_TRIES,
    sleep = sleepFor,
  }: WaitOptions = {},
): Promise<string | null> {
  for (let attempt = 0; attempt < maxTries; attempt += 1) {
    const token = await getToken().catch(() => null);
    if (token) return token;
    await sleep(intervalMs);
  }
  console.error(
    `No access token after sign-in within ${(intervalMs * maxTries) / 1000} s; staying on the page.`,
  );
  return null;
}
