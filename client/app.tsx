import { I18nextProvider } from 'react-i18next';
import { type BaseLocationHook, type BaseSearchHook, Router } from 'wouter';
import { i18n } from './i18n/i18n';
import { PaletteHost } from './palette/palette-host';
import { AppRouter } from './routing/app-router';

type AppProps = {
  /** Tests pass a memory location; the browser uses wouter's default. */
  locationHook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
};

/** The console: translations, the router with its guards and layouts, and the palette with its keys. */
export function App({ locationHook, searchHook }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <Router {...(locationHook ? { hook: locationHook } : {})} {...(searchHook ? { searchHook } : {})}>
        <AppRouter />
        <PaletteHost />
      </Router>
    </I18nextProvider>
  );
}
