import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type BaseLocationHook, type BaseSearchHook, Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { ConsoleResourcesGate } from './console-resources-gate';
import { i18n } from './i18n/i18n';
import { PaletteHost } from './palette/palette-host';
import { AppRouter } from './routing/app-router';
import { LeaveConfirmHost } from './routing/leave-confirm-host';
import { guardLocationHook } from './routing/leave-guard';

const guardedBrowserLocation = guardLocationHook(useBrowserLocation);

type AppProps = {
  /** Tests pass a memory location; the browser uses wouter's default. */
  locationHook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
};

/** The console: translations, the router with its guards and layouts, and the palette with its keys. */
export function App({ locationHook, searchHook }: AppProps) {
  const hook = useMemo(
    () => (locationHook ? guardLocationHook(locationHook) : guardedBrowserLocation),
    [locationHook],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <Router hook={hook} {...(searchHook ? { searchHook } : {})}>
        <ConsoleResourcesGate>
          <AppRouter />
        </ConsoleResourcesGate>
        <PaletteHost />
        <LeaveConfirmHost />
      </Router>
    </I18nextProvider>
  );
}
