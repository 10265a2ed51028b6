import { proxy } from 'valtio';

export type Theme = 'light' | 'dark';

/** Kept between visits; the 401 handler preserves exactly this key. */
export const THEME_STORAGE_KEY = 'theme';

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // Storage unavailable: fall through to the system preference.
  }
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export const themeStore = proxy<{ theme: Theme }>({ theme: readStoredTheme() });

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  themeStore.theme = theme;
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but applied.
  }
}

export function toggleTheme(): void {
  setTheme(themeStore.theme === 'dark' ? 'light' : 'dark');
}

/** Re-applies the stored theme (the pre-paint script already did; this keeps the store and the DOM in step). */
export function syncThemeFromStorage(): void {
  themeStore.theme = readStoredTheme();
  applyTheme(themeStore.theme);
}
