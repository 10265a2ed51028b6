import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { EntityActionHost } from '../actions/entity-action-host';
import { consoleResourcesReady, onConsoleResourcesReady } from '../console-resources';
import { lazyWithReload } from '../routing/lazy-page';
import { whenIdle } from '../routing/when-idle';
import { paletteStore } from './palette-store';
import { useGlobalKeys } from './use-global-keys';

// cmdk and headlessui are not in the login route: they load once the console is idle, or on the first Ctrl+K.
const loadCommandPalette = () => import('./command-palette');
const CommandPalette = lazyWithReload(loadCommandPalette);
const ShortcutHelp = lazyWithReload(() => import('./shortcut-help'));

/** Mounts the global key handler, and the palette and shortcut help once first opened. */
export function PaletteHost() {
  useGlobalKeys();
  // Fetched when idle once the console's resources are (at boot, or on the login page at the first key or pointer),
  // so the first Ctrl+K opens at once and keys typed right after it reach the input (they were lost while the chunk
  // loaded), and so that evaluating it does not fall between two keys of a sequence typed after sign-in.
  const consoleReady = useSyncExternalStore(onConsoleResourcesReady, consoleResourcesReady);
  useEffect(
    () => (consoleReady ? whenIdle(() => void loadCommandPalette().catch(() => undefined)) : undefined),
    [consoleReady],
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
