import { THEME_STORAGE_KEY } from '../theme/theme-store';

/** Empties a storage but the theme key (a 401 clears local storage, keeping the theme). */
export function clearStorageExceptTheme(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && key !== THEME_STORAGE_KEY) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
