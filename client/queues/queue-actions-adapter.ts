/**
 * The calls to the entity actions (client/actions) the queue makes, in one place: the queue publishes its focused
 * and selected rows as the actions' target, draws each row's action menu and the selection's actions, and lets go
 * of its selection once an action ran on it.
 */
export {
  clearActionTarget,
  getActionTarget as currentActionTarget,
  setActionTarget,
} from '../actions/action-target-store';
export { targetRowsFor } from '../actions/entity-action-commands';
export {
  ENTITY_ACTION_MENU_WIDTH,
  EntityActionMenu,
  openEntityActionMenu,
} from '../actions/entity-action-menu';
export { useEntityActionsOf } from '../actions/entity-action-store';
export { onSelectionReset } from '../actions/selection-reset';
export { startEntityAction } from '../actions/start-entity-action';
