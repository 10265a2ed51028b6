import type { AnyEntityAction, EntityAction } from './entity-action';
import { startEntityActionCommandSync } from './entity-action-commands';
import { addEntityActions } from './entity-action-store';

/** Features register their actions once (module side effect or on page mount); returns an unregister function. */
export function registerEntityActions<Row>(actions: readonly EntityAction<Row>[]): () => void {
  startEntityActionCommandSync();
  return addEntityActions(actions as readonly AnyEntityAction[]);
}
