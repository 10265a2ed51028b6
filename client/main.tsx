import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { BootError } from './boot-error';
import { deferConsoleResources, loadConsoleResources, SIGN_IN_NAMESPACES } from './console-resources';
import { showsLoginPage } from './console-resources-gate';
import { initI18n, storedLanguage } from './i18n/i18n';
import { installPreloadErrorReload } from './routing/chunk-reload';
import { onFirstIntent } from './routing/on-first-intent';
import { setAmplifyConfig } from './session/amplify-config';
import { bootstrapSession } from './session/bootstrap-session';
import { loadConsoleConfig } from './session/console-config';
import { setSessionAnonymous } from './session/session-store';
import { hasStoredTokens } from './session/stored-tokens';
import { syncThemeFromStorage } from './theme/theme-store';
import './styles/sign-in.css';

/** The page-loading class goes 100 ms after the first render. */
const PAGE_LOADING_CLASS_DELAY_MS = 100;

async function boot(): Promise<void> {
  syncThemeFromStorage();
  installPreloadErrorReload();
  const root = createRoot(document.getElementById('root')!);
  let started = true;
  // A visitor holding no tokens on the login page loads its namespaces only: the other catalogues and the palette's
  // commands load once they start signing in (or go elsewhere), not in the page's first seconds. Anyone else loads
  // them now, beside the session.
  const onLoginPage = !hasStoredTokens() && showsLoginPage(location.pathname);
  const i18nReady = onLoginPage ? initI18n(storedLanguage(), SIGN_IN_NAMESPACES) : initI18n();
  deferConsoleResources(i18nReady);
  if (onLoginPage) onFirstIntent(() => void loadConsoleResources());
  else void loadConsoleResources();
  await Promise.all([
    i18nReady,
    loadConsoleConfig()
      .then(setAmplifyConfig)
      .then(() => bootstrapSession())
      .catch((error: unknown) => {
        console.error('The console could not start', error);
        setSessionAnonymous();
        started = false;
      }),
  ]);
  root.render(<StrictMode>{started ? <App /> : <BootError />}</StrictMode>);
  requestAnimationFrame(() => {
    setTimeout(() => document.documentElement.classList.remove('page-loading'), PAGE_LOADING_CLASS_DELAY_MS);
  });
}

void boot();
