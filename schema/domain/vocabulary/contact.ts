import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/**
 * The 15 brand contact types, spelled as the requirements name them (the brand settings rules refer to them by
 * these names, e.g. "only one paymentsGateway contact").
 */
export const CONTACT_TYPES = [
  'general',
  'technical',
  'admin',
  'shipping',
  'commercial',
  'portOuts',
  'installations',
  'activations',
  'signups',
  'terminations',
  'portIns',
  'creditLimit',
  'paymentsGateway',
  'detailedCustomerInvoices',
  'billing',
] as const;
export const contactTypeSchema = z.enum(CONTACT_TYPES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type ContactType = z.infer<typeof contactTypeSchema>;
