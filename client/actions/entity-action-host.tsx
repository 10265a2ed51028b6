import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { lazyWithReload } from '../routing/lazy-page';
import { entityActionRunStore } from './entity-action-run-store';

// The dialog (headlessui) loads the first time an action needs a step.
const EntityActionDialog = lazyWithReload(() => import('./entity-action-dialog'));

/** Mounted once by the shell's palette host: shows the action dialog while an action is being started. */
export function EntityActionHost() {
  const { run } = useSnapshot(entityActionRunStore);
  return run ? (
    <Suspense fallback={null}>
      <EntityActionDialog />
    </Suspense>
  ) : null;
}
