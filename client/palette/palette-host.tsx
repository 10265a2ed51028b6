import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { EntityActionHost } from '../actions/entity-action-host';
import { lazyWithReload } from '../routing/lazy-page';
import { whenIdle } from '../routing/when-idle';
import { sessionStore } from '../session/session-store';
import { paletteStore } from './palette-store';
import { useGlobalKeys } from './use-global-keys';

// cmdk and headlessui are not in the login route: they load once the console is idle, or on the first Ctrl+K.
const loadCommandPalette = () => import('./command-palette');
const CommandPalette = lazyWithReload(loadCommandPalette);
const ShortcutHelp = lazyWithReload(() => import('./shortcut-help'));

/** Mounts the global key handler, and the palette and shortcut help once first opened. */
export function PaletteHost() {
  useGlobalKeys();
  const { status } = useSnapshot(sessionStore);
  const signedIn = status === 'ready';
  // Fetched once the console is idle after sign-in (not on the login page), so the first Ctrl+K opens at once and keys
  // typed right after it reach the input (they were lost while the chunk loaded). The local search starts following
  // the cache then too: its indexes are built in the worker as soon as the cached tables are usable, not on the first
  // search (which waited for the build: 0.5-2 s at 100k lines).
  useEffect(
    () =>
      signedIn
        ? whenIdle(() => {
            void loadCommandPalette().catch(() => undefined);
            void import('../search/search-engine')
              .then((engine) => engine.localSearch())
              .catch(() => undefined);
          })
        : undefined,
    [signedIn],
  );
  const { mounted, helpOpen } = useSnapshot(paletteStore);
  return (
    <Suspense fallback={null}>
      {mounted ? <CommandPalette /> : null}
      {helpOpen ? <ShortcutHelp /> : null}
      <EntityActionHost />
    </Suspense>
  );
}
