/** A card as the payer typed it; it goes to the gateway and is never stored. */
export type CardDetails = {
  number: string;
  /** 1-12. */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cvc: string;
  holder: string;
};

export type ChargeRequest = {
  card: CardDetails;
  amountCents: number;
  /** What the payer's bank statement shows. */
  description: string;
  /**
   * The same key always means the same charge: a repeated request (a double submit, a retry after a lost answer)
   * gets the first result back and the card is charged once.
   */
  idempotencyKey: string;
};

export type ChargeResult =
  | { outcome: 'APPROVED'; reference: string; cardLast4: string }
  | { outcome: 'DECLINED'; reason: 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'EXPIRED_CARD' };

export type RefundRequest = { chargeReference: string; amountCents: number; idempotencyKey: string };
export type RefundResult = { reference: string };

/** A card payment gateway: charges cards and refunds charges, both idempotent by key. */
export type PaymentGateway = {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
};
