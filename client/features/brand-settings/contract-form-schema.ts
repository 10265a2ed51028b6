import { z } from 'zod';
import { brandContractSchema } from '../../../schema/rest/brand-settings';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { blankAsNull, textOf } from './settings-form-values';

/** The contract group's fields, in the order the Customer e-mails tab shows them; `optional` ones may stay empty. */
export const CONTRACT_FIELDS = [
  { name: 'mainContactEmail', kind: 'email' },
  { name: 'technicalSupportEmail', kind: 'email' },
  { name: 'customerSupportEmail', kind: 'email' },
  { name: 'customerSupportPhone', kind: 'tel' },
  { name: 'customerSupportHours', kind: 'text' },
  { name: 'spn', kind: 'text' },
  { name: 'channelSpn', kind: 'text', optional: true },
  { name: 'webPage', kind: 'url' },
  { name: 'generalConditionsUrl', kind: 'url' },
  { name: 'privacyPolicyUrl', kind: 'url' },
  { name: 'particularConditionsUrl', kind: 'url', optional: true },
  { name: 'specialTariffsUrl', kind: 'url', optional: true },
  { name: 'internationalTariffsUrl', kind: 'url', optional: true },
  { name: 'roamingTariffsUrl', kind: 'url', optional: true },
  { name: 'dataProtectionEmail', kind: 'email' },
  { name: 'dataProtectionAddress', kind: 'text' },
  { name: 'dataProtectionContact', kind: 'text' },
] as const;

export type ContractFieldName = (typeof CONTRACT_FIELDS)[number]['name'];

/**
 * What the brand's e-mails and contracts tell customers (the `contract` group): contact and support addresses,
 * SPN (at most 10 letters, digits, hyphens or points), conditions and tariffs URLs, data protection. Checked by the
 * api's schema; an empty optional field is saved as none.
 */
export const contractFormSchema = z
  .object({
    mainContactEmail: z.string(),
    technicalSupportEmail: z.string(),
    spn: z.string(),
    channelSpn: blankAsNull,
    customerSupportPhone: z.string(),
    customerSupportEmail: z.string(),
    customerSupportHours: z.string(),
    webPage: z.string(),
    generalConditionsUrl: z.string(),
    privacyPolicyUrl: z.string(),
    particularConditionsUrl: blankAsNull,
    specialTariffsUrl: blankAsNull,
    internationalTariffsUrl: blankAsNull,
    roamingTariffsUrl: blankAsNull,
    dataProtectionEmail: z.string(),
    dataProtectionAddress: z.string(),
    dataProtectionContact: z.string(),
  })
  .pipe(brandContractSchema);
export type ContractFormValues = z.input<typeof contractFormSchema>;

export function contractFormValues(settings: BrandSettingsFieldsFragment): ContractFormValues {
  const contract = settings.contract;
  return Object.fromEntries(
    CONTRACT_FIELDS.map(({ name }) => [name, textOf(contract?.[name])]),
  ) as ContractFormValues;
}
