import { z } from 'zod';
import {
  brandCreditLimitSchema,
  brandFinancialRiskSchema,
  brandOtherSchema,
  brandPbxInputSchema,
} from '../../../schema/rest/brand-settings';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { asInputOf, centsAsEuros, eurosAsCents, textOf } from './settings-form-values';

/** What the brand does when a line reaches its credit limit (`creditLimit.blockAtLimit`). */
export const CREDIT_LIMIT_ACTIONS = ['block', 'notify'] as const;

const othersGroupsSchema = z.object({
  other: brandOtherSchema,
  creditLimit: brandCreditLimitSchema,
  financialRisk: brandFinancialRiskSchema,
  pbx: brandPbxInputSchema.nullable(),
});

const pbxValues = z.object({
  name: z.string(),
  panelUrl: z.string(),
  username: z.string(),
  initialPassword: z.string(),
});

/**
 * Others tab: TV welcome e-mail, manual signup and signing on the verification page (`other`), the credit limit
 * with what happens at it (`creditLimit`, its amount typed in euros), the financial-risk query cost
 * (`financialRisk`) and the PBX reseller data (`pbx`, removed when unticked). Saved together.
 */
export const othersFormSchema = z
  .object({
    other: z.object({
      sendTvWelcomeEmail: z.boolean(),
      manualSignup: z.boolean(),
      signOnVerificationPage: z.boolean(),
    }),
    creditLimit: z.object({
      enabled: z.boolean(),
      atLimit: z.enum(CREDIT_LIMIT_ACTIONS),
      amountEuros: eurosAsCents,
    }),
    financialRisk: z.object({ queryCostCents: z.string() }),
    hasPbx: z.boolean(),
    pbx: pbxValues,
  })
  .transform((values) => ({
    other: values.other,
    creditLimit: {
      enabled: values.creditLimit.enabled,
      blockAtLimit: values.creditLimit.atLimit === 'block',
      amountCents: values.creditLimit.amountEuros,
    },
    financialRisk: { queryCostCents: Number(values.financialRisk.queryCostCents) },
    pbx: values.hasPbx ? values.pbx : null,
  }))
  .transform(asInputOf(othersGroupsSchema))
  .pipe(othersGroupsSchema);
export type OthersFormValues = z.input<typeof othersFormSchema>;

/** The request's names of the fields the form shows otherwise. */
export function othersFieldOf(path: string): string {
  if (path === 'creditLimit.amountCents') return 'creditLimit.amountEuros';
  if (path === 'creditLimit.blockAtLimit') return 'creditLimit.atLimit';
  return path;
}

export function othersFormValues(settings: BrandSettingsFieldsFragment): OthersFormValues {
  const pbx = settings.pbx;
  return {
    other: {
      sendTvWelcomeEmail: settings.other?.sendTvWelcomeEmail ?? false,
      manualSignup: settings.other?.manualSignup ?? false,
      signOnVerificationPage: settings.other?.signOnVerificationPage ?? true,
    },
    creditLimit: {
      enabled: settings.creditLimit?.enabled ?? false,
      atLimit: settings.creditLimit?.blockAtLimit === false ? 'notify' : 'block',
      amountEuros: settings.creditLimit ? centsAsEuros(settings.creditLimit.amountCents) : '',
    },
    financialRisk: { queryCostCents: String(settings.financialRisk.queryCostCents) },
    hasPbx: pbx !== null,
    pbx: {
      name: textOf(pbx?.name),
      panelUrl: textOf(pbx?.panelUrl),
      username: textOf(pbx?.username),
      initialPassword: textOf(pbx?.initialPassword),
    },
  };
}
