import type { Kysely } from 'kysely';
import type { PublicVerification } from '../../schema/rest/public-verification';
import { verificationDocumentsAsked } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import { openVerificationLink } from './open-verification-link';
import { brandAsksForSignature } from './verification-settings';

/**
 * GET /public/verification: what the customer's page shows for a link, and nothing else about the customer or
 * the order. The documents asked for follow the link's channel (a link is always SMS or QR).
 */
export async function loadPublicVerification(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<PublicVerification> {
  const { link, order } = await openVerificationLink(db, token, now);
  const brand = await db
    .selectFrom('brands')
    .select(['name', 'logo_url'])
    .where('id', '=', order.brand_id)
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('order_products')
    .select('name')
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  const signatureRequired = await brandAsksForSignature(db, order.brand_id);
  return {
    brand: { name: brand.name, logoURL: brand.logo_url },
    customerFirstName: order.customer_name,
    customerType: order.signup.customerType,
    documentsAsked: verificationDocumentsAsked({
      method: link.channel,
      customerType: order.signup.customerType,
      signatureRequired,
    }),
    products: [...new Set(products.map((product) => product.name))],
    monthlyCents: order.signup.totals.monthlyCents,
    signatureRequired,
    expiresAt: new Date(link.expires_at).toISOString(),
  };
}
