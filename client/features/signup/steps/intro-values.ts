import type { z } from 'zod';
import type { CustomerType, DocumentType } from '../../../../schema/domain/vocabulary/customer';
import type { VerificationType } from '../../../../schema/domain/vocabulary/order';
import type { SignupFamilyTab } from '../../../../schema/domain/vocabulary/signup';
import { signupCustomerStepSchema, signupIntroSchema } from '../../../../schema/rest/signup';
import type { SignupOrderFieldsFragment } from '../../../generated/graphql';
import {
  type AddressFormValues,
  addressFormValuesOf,
  addressRequestOf,
  EMPTY_ADDRESS,
} from '../address-values';
import { optionalText, stepSchema } from '../step-schema';

export type IntroValues = {
  customer: {
    documentType: DocumentType;
    fiscalId: string;
    customerType: CustomerType;
    name: string;
    firstSurname: string;
    secondSurname: string;
    birthDate: string;
    company: {
      constitutionDate: string;
      representative: {
        documentType: 'DNI' | 'NIE' | 'PASSPORT';
        document: string;
        name: string;
        firstSurname: string;
        birthDate: string;
      };
    };
  };
  contact: { email: string; mobileNumber: string };
  address: AddressFormValues;
  familyTab: SignupFamilyTab;
  verificationType: VerificationType;
};

export function emptyIntroValues(): IntroValues {
  return {
    customer: {
      documentType: 'DNI',
      fiscalId: '',
      customerType: 'RESIDENTIAL',
      name: '',
      firstSurname: '',
      secondSurname: '',
      birthDate: '',
      company: {
        constitutionDate: '',
        representative: { documentType: 'DNI', document: '', name: '', firstSurname: '', birthDate: '' },
      },
    },
    contact: { email: '', mobileNumber: '' },
    address: { ...EMPTY_ADDRESS },
    familyTab: 'MOBILE',
    verificationType: 'MANUAL',
  };
}

/** The intro as saved on the order, for going back to it: the customer's part cannot change any more. */
export function introValuesOf(order: SignupOrderFieldsFragment): IntroValues {
  const empty = emptyIntroValues();
  return {
    ...empty,
    customer: {
      ...empty.customer,
      fiscalId: order.customerFiscalId,
      customerType: order.signup?.customerType ?? 'RESIDENTIAL',
      name: order.customerName,
      firstSurname: order.customerFirstSurname ?? '',
      secondSurname: order.customerSecondSurname ?? '',
    },
    contact: { email: order.email ?? '', mobileNumber: order.mobileNumber ?? '' },
    address: addressFormValuesOf(order.signup?.address),
    familyTab: order.signup?.familyTab ?? 'MOBILE',
    verificationType: order.verificationType,
  };
}

/** The intro's values as POST /signup/orders takes them: a person's fields for people, a company's for companies. */
export function introRequestOf(values: IntroValues) {
  const { customer } = values;
  const isCompany = customer.customerType === 'COMPANY';
  const representative = customer.company.representative;
  const hasRepresentative = representative.document.trim() !== '' || representative.name.trim() !== '';
  return {
    customer: {
      documentType: customer.documentType,
      fiscalId: customer.fiscalId,
      customerType: customer.customerType,
      name: customer.name,
      firstSurname: isCompany ? undefined : optionalText(customer.firstSurname),
      secondSurname: isCompany ? undefined : optionalText(customer.secondSurname),
      birthDate: isCompany ? undefined : optionalText(customer.birthDate),
      company: isCompany
        ? {
            companyName: customer.name,
            constitutionDate: optionalText(customer.company.constitutionDate),
            representative: hasRepresentative
              ? {
                  documentType: representative.documentType,
                  document: representative.document,
                  name: representative.name,
                  firstSurname: representative.firstSurname,
                  birthDate: representative.birthDate,
                }
              : undefined,
          }
        : undefined,
    },
    contact: values.contact,
    address: addressRequestOf(values.address),
    familyTab: values.familyTab,
    verificationType: values.verificationType,
  };
}

export type SignupIntroOutput = z.output<typeof signupIntroSchema>;

export const introFormSchema = stepSchema<IntroValues, SignupIntroOutput>(introRequestOf, signupIntroSchema);

/** The intro saved again on its draft: contact, address, family tab and verification method. */
export const introUpdateFormSchema = stepSchema<IntroValues, z.output<typeof signupCustomerStepSchema>>(
  (values) => ({
    contact: values.contact,
    address: addressRequestOf(values.address),
    familyTab: values.familyTab,
    verificationType: values.verificationType,
  }),
  signupCustomerStepSchema,
);
