/** Where an envelope stands at the e-signature provider; PENDING is ours alone (a contract not sent yet). */
export type EnvelopeStatus = 'SENDED' | 'VIEWED' | 'COMPLETED' | 'ERRORED' | 'EXPIRED';

/** What is sent for signature: the contract document and who signs it. */
export type EnvelopeRequest = {
  /** Our reference for the envelope (the order number). */
  reference: string;
  documentHtml: string;
  signer: { name: string; email: string; mobileNumber: string | null };
};

/**
 * An e-signature provider: sends a contract to its signer and reports the envelope's progress (sent, viewed,
 * signed, or failed or expired). `now` is the caller's clock, so simulated progress follows injected time.
 */
export type ESignature = {
  sendEnvelope(request: EnvelopeRequest, now: Date): Promise<{ envelopeId: string }>;
  envelopeStatus(envelopeId: string, now: Date): Promise<EnvelopeStatus>;
  /** Withdraws an envelope that is no longer to be signed (signature cancelled, or signed on paper instead). */
  voidEnvelope(envelopeId: string): Promise<void>;
};
