import type { SignupOrderFieldsFragment } from '../../generated/graphql';

let handedOff: SignupOrderFieldsFragment | null = null;

/**
 * The order the intro just created, handed to the `/new-order/{id}` page the wizard moves to, so the next step
 * shows at once instead of reading back what the save answered.
 */
export function handOffSignupOrder(order: SignupOrderFieldsFragment): void {
  handedOff = order;
}

export function takeHandedOffOrder(id: string | null): SignupOrderFieldsFragment | null {
  if (!id || handedOff?.id !== id) return null;
  const order = handedOff;
  handedOff = null;
  return order;
}
