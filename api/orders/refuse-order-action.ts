import { ORDER_TRANSITIONS } from '../../schema/domain/lifecycles/order-lifecycle';
import type { OrderAction, OrderStatus } from '../../schema/domain/vocabulary/order';
import { ApiError } from '../http/api-error';

const VERBS: Record<OrderAction, string> = {
  CONTINUE: 'continued',
  LAUNCH: 'launched',
  RELAUNCH: 'relaunched',
  DELETE: 'deleted',
  CANCEL_CONTRACT_SIGNATURE: 'have its contract signature cancelled',
};

/** The 409 an action gets when the order's status does not allow it (its reason code from the lifecycle). */
export function refuseOrderAction(action: OrderAction, status: OrderStatus): ApiError {
  return new ApiError(
    409,
    ORDER_TRANSITIONS[action].refusal,
    `An order in status ${status} cannot be ${VERBS[action]}`,
  );
}
