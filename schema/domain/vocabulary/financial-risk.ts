import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** The credit bureau's opinion on a customer. */
export const FINANCIAL_RISK_OPINIONS = ['FAVORABLE', 'CAUTION', 'UNFAVORABLE'] as const;
export const financialRiskOpinionSchema = z.enum(FINANCIAL_RISK_OPINIONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type FinancialRiskOpinion = z.infer<typeof financialRiskOpinionSchema>;
