import type { ProvinceCode } from '../../schema/domain/provinces';
import { customerEndpoints } from '../../schema/rest/customers';
import type { Resolvers } from '../generated/resolvers';
import { keysetConnection, pageSizeOf } from './keyset-connection';

/** GraphQL's null for "not sent" where REST takes absence (texts clear with an empty string). */
function sentOrUndefined<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

export const customerResolvers: Resolvers = {
  Query: {
    customers: async (_parent, args, { rest }) => {
      const page = await rest.call(customerEndpoints.listCustomers, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          search: args.search ?? undefined,
          type: args.type ?? undefined,
          sort: args.sort ?? undefined,
          order: args.order ?? undefined,
        },
      });
      return { ...keysetConnection(page.items, page.nextCursor), totalEstimate: page.totalEstimate };
    },
    customer: (_parent, { fiscalId, brandId }, { rest }) =>
      rest.call(customerEndpoints.getCustomer, { query: { fiscalId, brandId: brandId ?? undefined } }),
  },
  Mutation: {
    updateCustomer: (_parent, { input }, { rest }) => {
      const { company } = input;
      const representative = company?.representative;
      return rest.call(customerEndpoints.putCustomer, {
        body: {
          fiscalId: input.fiscalId,
          brandId: sentOrUndefined(input.brandId),
          documentType: sentOrUndefined(input.documentType),
          customerType: sentOrUndefined(input.customerType),
          name: sentOrUndefined(input.name),
          firstSurname: sentOrUndefined(input.firstSurname),
          secondSurname: sentOrUndefined(input.secondSurname),
          // These three accept null over REST: it clears the stored value.
          birthDate: input.birthDate,
          email: input.email,
          contactPhone: input.contactPhone,
          streetType: sentOrUndefined(input.streetType),
          street: sentOrUndefined(input.street),
          streetNumber: sentOrUndefined(input.streetNumber),
          floor: sentOrUndefined(input.floor),
          additionalInfo: sentOrUndefined(input.additionalInfo),
          postalCode: sentOrUndefined(input.postalCode),
          // The api refuses an unknown code (INVALID_REQUEST on `province`); the SDL keeps it a String.
          province: sentOrUndefined(input.province) as ProvinceCode | undefined,
          city: sentOrUndefined(input.city),
          detailedInvoice: sentOrUndefined(input.detailedInvoice),
          company:
            company === undefined
              ? undefined
              : company === null
                ? null
                : {
                    companyName: company.companyName,
                    constitutionDate: sentOrUndefined(company.constitutionDate),
                    representative: representative
                      ? {
                          // A representative is a person: the api refuses CIF here with INVALID_REQUEST.
                          documentType: representative.documentType as 'DNI' | 'NIE' | 'PASSPORT',
                          document: representative.document,
                          name: representative.name,
                          firstSurname: representative.firstSurname,
                          secondSurname: sentOrUndefined(representative.secondSurname),
                          birthDate: representative.birthDate,
                        }
                      : undefined,
                    notarialPowers: sentOrUndefined(company.notarialPowers),
                    deeds: sentOrUndefined(company.deeds),
                    iaeDate: sentOrUndefined(company.iaeDate),
                    iaeCertificate: sentOrUndefined(company.iaeCertificate),
                    cifCard: sentOrUndefined(company.cifCard),
                    taxComplianceCertificate: sentOrUndefined(company.taxComplianceCertificate),
                    socialSecurityCertificate: sentOrUndefined(company.socialSecurityCertificate),
                  },
        },
      });
    },
    updateCustomerPaymentMethod: (_parent, args, { rest }) =>
      rest.call(customerEndpoints.putCustomerPaymentMethod, {
        body: {
          fiscalId: args.fiscalId,
          brandId: sentOrUndefined(args.brandId),
          iban: sentOrUndefined(args.iban),
          skipInvoices: sentOrUndefined(args.skipInvoices),
          paymentMethods: sentOrUndefined(args.paymentMethods),
        },
      }),
    markSepaMandateSigned: (_parent, { fiscalId, brandId }, { rest }) =>
      rest.call(customerEndpoints.putCustomerSepaSigned, {
        body: { fiscalId, brandId: sentOrUndefined(brandId) },
      }),
  },
};
