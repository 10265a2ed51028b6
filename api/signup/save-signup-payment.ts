import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import { isValidSpanishIban, SPANISH_IBAN_LENGTH } from '../../schema/domain/validators/iban';
import { type saveSignupPaymentBody, signupEndpoints } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { idempotentSave } from './idempotent-save';
import { issueSepaMandateReference } from './issue-sepa-mandate-reference';
import { loadSignupDraft } from './load-signup-draft';
import { recordSignupStep } from './record-signup-step';
import type { SignupRequest } from './signup-request';
import { signupStepCall } from './signup-step-call';

/**
 * PUT /orders/:id/signup/payment (PAYMENT_UPDATED). Direct debit: the IBAN passes the rule of /admin/isValidIBAN
 * (else 400 INVALID_IBAN on `iban`) and the mandate gets the brand's next reference, kept when the same IBAN is
 * saved again. Cash: no IBAN, no mandate. The customer row is written at launch.
 */
export async function saveSignupPayment(
  db: Kysely<Database>,
  orderId: string,
  body: z.infer<typeof saveSignupPaymentBody>,
  request: SignupRequest,
): Promise<string> {
  const sepa = body.paymentMethod === 'SEPA_DIRECT_DEBIT';
  const iban = sepa ? (body.iban ?? '') : null;
  if (iban !== null && !isValidSpanishIban(iban)) {
    const message =
      iban.length === SPANISH_IBAN_LENGTH
        ? DOMAIN_VALIDATION_MESSAGES.invalidIban
        : DOMAIN_VALIDATION_MESSAGES.ibanLength;
    throw new ApiError(400, 'INVALID_IBAN', message, 'iban');
  }
  return idempotentSave(
    db,
    signupStepCall(signupEndpoints.saveSignupPayment, orderId, body, request),
    async (trx) => {
      const order = await loadSignupDraft(trx, request.scopeChannel, orderId);
      const previous = order.signup.payment;
      const mandateReference =
        iban === null
          ? null
          : previous?.iban === iban && previous.mandateReference
            ? previous.mandateReference
            : await issueSepaMandateReference(trx, order.brand_id, request.now);
      await recordSignupStep(trx, {
        orderId: order.id,
        from: order.status,
        to: 'PAYMENT_UPDATED',
        step: 'PAYMENT_DATA',
        record: { ...order.signup, payment: { paymentMethod: body.paymentMethod, iban, mandateReference } },
        actor: request.actor,
        at: request.now,
      });
      return order.id;
    },
  );
}
