let chosen: { orderId: string; productId: string } | null = null;

/**
 * A product chosen before the wizard started (the energy study's "Sign up with this product", `?product=` on
 * /subscriptions/v2), handed from the intro to the `/new-order/{id}` page its save moves to, as the order itself is.
 */
export function handOffChosenProduct(orderId: string, productId: string): void {
  chosen = { orderId, productId };
}

export function takeChosenProduct(orderId: string | null): string | null {
  if (!orderId || chosen?.orderId !== orderId) return null;
  const { productId } = chosen;
  chosen = null;
  return productId;
}
