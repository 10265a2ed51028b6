import type { IdempotentCall } from './idempotent-save';
import type { SignupRequest } from './signup-request';

/** The idempotency view of a PUT /orders/:id/signup/<step> save. */
export function signupStepCall(
  endpoint: { id: string; path: string },
  orderId: string,
  body: Record<string, unknown> & { idempotencyKey: string },
  request: SignupRequest,
): IdempotentCall {
  return {
    userId: request.userId,
    key: body.idempotencyKey,
    endpointId: endpoint.id,
    path: endpoint.path.replace(':id', orderId),
    body,
  };
}
