/**
 * The calls to the entity actions (client/actions) the queue makes, in one place: the queue publishes its focused
 * and selected rows as the actions' target and draws each row's action buttons.
 */
export {
  clearActionTarget,
  getActionTarget as currentActionTarget,
  setActionTarget,
} from '../actions/action-target-store';
export { EntityActionButtons, entityActionButtonsWidth } from '../actions/entity-action-buttons';
export { useEntityActionsOf } from '../actions/entity-action-store';
