import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { BootError } from './boot-error';
import { initI18n } from './i18n/i18n';
import { registerShellCommands } from './palette/register-shell-commands';
import { installPreloadErrorReload } from './routing/chunk-reload';
import { setAmplifyConfig } from './session/amplify-config';
import { bootstrapSession } from './session/bootstrap-session';
import { loadConsoleConfig } from './session/console-config';
import { setSessionAnonymous } from './session/session-store';
import { syncThemeFromStorage } from './theme/theme-store';
import './styles.css';

/** The page-loading class goes 100 ms after the first render. */
const PAGE_LOADING_CLASS_DELAY_MS = 100;

async function boot(): Promise<void> {
  syncThemeFromStorage();
  installPreloadErrorReload();
  registerShellCommands();
  const root = createRoot(document.getElementById('root')!);
  let started = true;
  await Promise.all([
    initI18n(),
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
