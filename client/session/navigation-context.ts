import type { Role } from '../../schema/domain/roles';

/**
 * What a menu condition or a route rule may look at: the signed-in user and the brand of the current channel.
 * It is the session's view, so the session store and the route table can both name it.
 */
export type NavigationContext = {
  user: { role: Role; channel: string; originalChannel: string } | null;
  brand: { brandId: string; generateCustomerInvoices: boolean } | null;
};
