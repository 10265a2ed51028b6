/** What the guards remember for the rest of the browser session (sessionStorage). */
const RETURN_TO_KEY = 'centralita.returnTo';
const LAST_UNAUTHORIZED_KEY = 'centralita.lastUnauthorized';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Not remembered: the redirect still happens.
  }
}

/** Only same-origin paths are ever followed after sign-in. */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

export function readReturnTo(): string | null {
  const value = read(RETURN_TO_KEY);
  return value && isLocalPath(value) ? value : null;
}

export function rememberReturnTo(path: string | null): void {
  write(RETURN_TO_KEY, path && isLocalPath(path) ? path : null);
}

export function readLastUnauthorized(): string | null {
  return read(LAST_UNAUTHORIZED_KEY);
}

export function rememberUnauthorized(path: string): void {
  write(LAST_UNAUTHORIZED_KEY, path);
}
