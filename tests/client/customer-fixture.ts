import type { CustomerDetailFieldsFragment } from '../../client/generated/graphql';

/** A residential customer as the gateway answers it (DNI 12345678Z, Madrid). */
export function customerFixture(
  overrides: Partial<CustomerDetailFieldsFragment> = {},
): CustomerDetailFieldsFragment {
  return {
    id: 'c-1',
    fiscalId: '12345678Z',
    brandId: '2020001',
    channelId: '2020001',
    documentType: 'DNI',
    customerType: 'RESIDENTIAL',
    name: 'Lucía',
    firstSurname: 'Martín',
    lastSurname: 'Vega',
    birthDate: '1980-03-15',
    email: 'lucia@example.com',
    contactPhone: '612345678',
    address: {
      streetType: 'Calle',
      street: 'Mayor',
      number: '1',
      floor: null,
      additionalInfo: null,
      postalCode: '28013',
      province: '28',
      city: 'Madrid',
    },
    detailedInvoice: false,
    iban: 'ES9121000418450200051332',
    skipInvoices: false,
    paymentMethods: ['SEPA_DIRECT_DEBIT'],
    sepaMandate: { reference: 'M12345678Z-ABC', signed: false, signedAt: null },
    company: null,
    customDocuments: [],
    created: '2025-01-01T00:00:00Z',
    modified: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function companyFixture(): CustomerDetailFieldsFragment {
  return customerFixture({
    fiscalId: 'B12345674',
    documentType: 'CIF',
    customerType: 'COMPANY',
    name: 'Ejemplo SL',
    firstSurname: null,
    lastSurname: null,
    birthDate: null,
    company: {
      companyName: 'Ejemplo SL',
      constitutionDate: '2010-02-01',
      representative: {
        documentType: 'DNI',
        document: '12345678Z',
        name: 'Ana',
        firstSurname: 'García',
        secondSurname: 'López',
        birthDate: '1975-05-20',
      },
      notarialPowers: null,
      deeds: null,
      iaeDate: null,
      iaeCertificate: null,
      cifCard: null,
      taxComplianceCertificate: null,
      socialSecurityCertificate: null,
    },
  });
}
