import { createHash } from 'node:crypto';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './payment-gateway';

/**
 * Test cards the simulator declines, as real gateways' sandboxes do (all pass the Luhn check); every other
 * well-formed card is approved.
 */
export const EMBEDDED_DECLINED_CARDS: Readonly<Record<string, 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS'>> = {
  '4000000000000002': 'CARD_DECLINED',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
};

export type EmbeddedPaymentGateway = PaymentGateway & {
  /** Every charge the simulator approved, once per idempotency key: what the cards were actually charged. */
  approvedCharges(): ReadonlyArray<{ reference: string; amountCents: number; idempotencyKey: string }>;
};

function referenceOf(kind: string, key: string): string {
  return `${kind}-${createHash('sha256').update(key).digest('hex').slice(0, 16).toUpperCase()}`;
}

/**
 * A stand-in for the card payment gateway: deterministic answers by card number, results remembered per
 * idempotency key (in memory, like a gateway's own 24-hour key store), and a latency that tests set to 0.
 */
export function createEmbeddedPaymentGateway({
  latencyMs = 0,
}: {
  latencyMs?: number;
} = {}): EmbeddedPaymentGateway {
  const charges = new Map<string, { result: ChargeResult; amountCents: number }>();
  const refunds = new Map<string, RefundResult>();
  const approved: Array<{ reference: string; amountCents: number; idempotencyKey: string }> = [];
  const wait = () =>
    latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, latencyMs)) : Promise.resolve();

  return {
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const known = charges.get(request.idempotencyKey);
      if (known) {
        if (known.amountCents !== request.amountCents) {
          throw new Error('payment gateway: idempotency key reused with a different amount');
        }
        return known.result;
      }
      await wait();
      const declined = EMBEDDED_DECLINED_CARDS[request.card.number];
      const result: ChargeResult = declined
        ? { outcome: 'DECLINED', reason: declined }
        : {
            outcome: 'APPROVED',
            reference: referenceOf('CH', request.idempotencyKey),
            cardLast4: request.card.number.slice(-4),
          };
      charges.set(request.idempotencyKey, { result, amountCents: request.amountCents });
      if (result.outcome === 'APPROVED') {
        approved.push({
          reference: result.reference,
          amountCents: request.amountCents,
          idempotencyKey: request.idempotencyKey,
        });
      }
      return result;
    },
    async refund(request: RefundRequest): Promise<RefundResult> {
      const known = refunds.get(request.idempotencyKey);
      if (known) return known;
      await wait();
      const result = { reference: referenceOf('RF', request.idempotencyKey) };
      refunds.set(request.idempotencyKey, result);
      return result;
    },
    approvedCharges: () => [...approved],
  };
}
