import { expect } from 'vitest';
import { demoProductId } from '../../api/seed/demo-product-catalogue';
import type { VerificationType } from '../../schema/domain/vocabulary/order';
import type { SignupOrder, VerificationDocumentKind } from '../../schema/rest/signup';
import type { ApiServer } from './api-server';
import { companyIntro, newKey, PDF_DOCUMENT, PNG_DOCUMENT, residentialIntro } from './signup-fixtures';

/** The demo brand the verification tests sell for, and its one-line mobile product (18.15 € a month). */
export const BRAND = '2020001';
export const MOBILE_PROMO = demoProductId(BRAND);

export type SentLink = { url: string; expiresAt: string; sentTo: string | null; token: string };

/**
 * A draft of person (or company) `n` of brand 2020001 with one mobile line saved (a new number, an eSIM), its identity to be
 * verified by `method`. The simulated identity check fails a document number ending in 99 or 98 (testDni(99)).
 */
export async function startDraft(
  api: ApiServer,
  agent: string,
  n: number,
  method: VerificationType,
  { company = false }: { company?: boolean } = {},
): Promise<SignupOrder> {
  const intro = (company ? companyIntro : residentialIntro)(n, { verificationType: method });
  const started = await api.call('POST', '/signup/orders', agent, { idempotencyKey: newKey(), ...intro });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const order = started.body as SignupOrder;
  const products = await api.call('PUT', `/orders/${order.id}/signup/products`, agent, {
    idempotencyKey: newKey(),
    items: [{ productId: MOBILE_PROMO, lines: 1 }],
  });
  expect(products.status, JSON.stringify(products.body)).toBe(200);
  const lines = await api.call('PUT', `/orders/${order.id}/signup/lines`, agent, {
    idempotencyKey: newKey(),
    lines: [
      { position: 1, mobileNumber: { mode: 'NEW' }, sim: { kind: 'ESIM', email: `cliente${n}@example.com` } },
    ],
  });
  expect(lines.status, JSON.stringify(lines.body)).toBe(200);
  return lines.body as SignupOrder;
}

/** The token of a verification link's url. */
export function tokenOf(url: string): string {
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

/** POST /orders/:id/signup/verification/link as `agent`, expected to succeed. */
export async function sendLink(api: ApiServer, agent: string, orderId: string): Promise<SentLink> {
  const res = await api.call('POST', `/orders/${orderId}/signup/verification/link`, agent, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const link = res.body as Omit<SentLink, 'token'>;
  return { ...link, token: tokenOf(link.url) };
}

/** Documents of the kinds given: photos as PNG, a company's papers as PDF. */
export function verificationDocuments(kinds: readonly VerificationDocumentKind[]) {
  return kinds.map((kind) => {
    const paper = kind === 'DEEDS' || kind === 'POWERS';
    return {
      kind,
      mimeType: paper ? 'application/pdf' : 'image/png',
      content: paper ? PDF_DOCUMENT : PNG_DOCUMENT,
    };
  });
}

/** What the customer's page sends for a person: both sides and a selfie, the conditions accepted, a signature. */
export function customerSubmission(token: string, overrides: Record<string, unknown> = {}) {
  return {
    token,
    documents: verificationDocuments(['FRONT', 'BACK', 'SELFIE']),
    acceptConditions: true,
    signature: PNG_DOCUMENT,
    ...overrides,
  };
}
