import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { EntityActionHost } from '../actions/entity-action-host';
import { lazyWithReload } from '../routing/lazy-page';
import { paletteStore } from './palette-store';
import { useGlobalKeys } from './use-global-keys';

// cmdk and headlessui load on first use, so the login route does not carry them.
const CommandPalette = lazyWithReload(() => import('./command-palette'));
const ShortcutHelp = lazyWithReload(() => import('./shortcut-help'));

/** Mounts the global key handler, and the palette and shortcut help once first opened. */
export function PaletteHost() {
  useGlobalKeys();
  const { mounted, helpOpen } = useSnapshot(paletteStore);
  return (
    <Suspense fallback={null}>
      {mounted ? <CommandPalette /> : null}
      {helpOpen ? <ShortcutHelp /> : null}
      <EntityActionHost />
    </Suspense>
  );
}
