import type { SignupStep } from '../../schema/domain/vocabulary/signup';
import type { SignupRecord } from '../db/order-tables';

/** How many lines the chosen products make (each product item counts its lines). */
export function lineCountOf(record: Pick<SignupRecord, 'products'>): number {
  return record.products.reduce((sum, item) => sum + item.lines, 0);
}

/**
 * The first step not saved yet, in the wizard's order; SUMMARY when every one is. A verification still to be
 * reviewed resumes at the review; one waiting for the customer's link, or rejected, at the documents.
 */
export function resumeStepOf(record: SignupRecord): SignupStep {
  const lines = lineCountOf(record);
  if (lines === 0) return 'PRODUCTS';
  if (record.lines.length < lines) return 'LINE_CONFIGURATION';
  const verification = record.verification.status;
  // A link sent and not answered yet: the agent waits at the documents, where a new link can be sent.
  if (verification === 'NOT_STARTED' || verification === 'AWAITING_CUSTOMER' || verification === 'ERRORED') {
    return 'DOCUMENT_VERIFICATION';
  }
  if (verification === 'REQUESTED') return 'VERIFICATION_REVIEW';
  if (!record.payment) return 'PAYMENT_DATA';
  return 'SUMMARY';
}
