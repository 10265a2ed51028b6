import { z } from 'zod';
import { brandEmailsSchema, brandIdentitySchema } from '../../../schema/rest/brand-settings';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { asInputOf, blankAsNull, textOf } from './settings-form-values';

const addressValues = z.object({
  streetType: z.string(),
  street: z.string(),
  number: z.string(),
  floor: blankAsNull,
  additionalInfo: blankAsNull,
  postalCode: z.string(),
  province: z.string(),
  city: z.string(),
});

/** The Information tab's identity form, checked by the api's own identity group schema. */
export const identityFormSchema = z
  .object({
    brandName: z.string(),
    documentType: z.string(),
    fiscalId: z.string(),
    legalName: z.string(),
    segment: z.string(),
    billingAddress: addressValues,
    shippingAddress: addressValues,
  })
  .transform(asInputOf(brandIdentitySchema))
  .pipe(brandIdentitySchema);
export type IdentityFormValues = z.input<typeof identityFormSchema>;

type StoredAddress = NonNullable<BrandSettingsFieldsFragment['identity']>['billingAddress'];

function addressFormValues(address: StoredAddress | undefined): IdentityFormValues['billingAddress'] {
  return {
    streetType: textOf(address?.streetType),
    street: textOf(address?.street),
    number: textOf(address?.number),
    floor: textOf(address?.floor),
    additionalInfo: textOf(address?.additionalInfo),
    postalCode: textOf(address?.postalCode),
    province: textOf(address?.province),
    city: textOf(address?.city),
  };
}

/** The form's values for what is saved; a brand never given an identity starts from its name alone. */
export function identityFormValues(settings: BrandSettingsFieldsFragment): IdentityFormValues {
  const identity = settings.identity;
  return {
    brandName: identity?.brandName ?? settings.brandName,
    documentType: textOf(identity?.documentType),
    fiscalId: textOf(identity?.fiscalId),
    legalName: textOf(identity?.legalName),
    segment: textOf(identity?.segment),
    billingAddress: addressFormValues(identity?.billingAddress),
    shippingAddress: addressFormValues(identity?.shippingAddress),
  };
}

/** The notification and billing e-mails; an empty one is removed. */
export const emailsFormSchema = z
  .object({ notificationEmail: blankAsNull, billingEmail: blankAsNull })
  .pipe(brandEmailsSchema);
export type EmailsFormValues = z.input<typeof emailsFormSchema>;

export function emailsFormValues(settings: BrandSettingsFieldsFragment): EmailsFormValues {
  return {
    notificationEmail: textOf(settings.emails.notification.email),
    billingEmail: textOf(settings.emails.billing.email),
  };
}
