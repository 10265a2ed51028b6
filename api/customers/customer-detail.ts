import { type Kysely, sql } from 'kysely';
import type { CustomerDetail } from '../../schema/rest/customers';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

type Executor = Kysely<Database>;

/**
 * The id of the customer with this fiscal id inside the caller's channel subtree, locked for update when asked.
 * Outside the scope it does not exist (404). A scope spanning brands (operator staff) may hold the fiscal id in
 * more than one brand: then `brandId` must say which (409 AMBIGUOUS_FISCAL_ID).
 */
export async function findCustomerInScope(
  db: Executor,
  scopeChannel: string,
  fiscalId: string,
  brandId: string | undefined,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<string> {
  let query = db
    .selectFrom('customers')
    .select('id')
    .where('fiscal_id', '=', fiscalId)
    .where(inChannelSubtree('customers.channel_id', scopeChannel));
  if (brandId !== undefined) query = query.where('brand_id', '=', brandId);
  if (forUpdate) query = query.forUpdate();
  const rows = await query.limit(2).execute();
  if (rows.length === 0) throw new ApiError(404, 'NOT_FOUND', 'No customer with that fiscal id');
  if (rows.length > 1) {
    throw new ApiError(
      409,
      'AMBIGUOUS_FISCAL_ID',
      'That fiscal id is a customer of several brands: say which with brandId',
      'brandId',
    );
  }
  return (rows[0] as { id: string }).id;
}

function isoDay(column: string) {
  return sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}

/** The full customer as the REST contract shows it. */
export async function loadCustomerDetail(db: Executor, id: string): Promise<CustomerDetail> {
  const row = await db
    .selectFrom('customers')
    .select([
      'id',
      'fiscal_id',
      'brand_id',
      'channel_id',
      'document_type',
      'customer_type',
      'name',
      'first_surname',
      'second_surname',
      'email',
      'contact_phone',
      'street_type',
      'street',
      'street_number',
      'floor',
      'additional_info',
      'postal_code',
      'province',
      'city',
      'detailed_invoice',
      'iban',
      'skip_invoices',
      'payment_methods',
      'sepa_mandate_reference',
      'sepa_mandate_signed',
      'sepa_mandate_signed_at',
      'company_name',
      'representative_document_type',
      'representative_document',
      'representative_name',
      'representative_first_surname',
      'representative_second_surname',
      'notarial_powers',
      'deeds',
      'iae_certificate',
      'cif_card',
      'tax_compliance_certificate',
      'social_security_certificate',
      'created_at',
      'modified_at',
      isoDay('birth_date').as('birth_day'),
      isoDay('company_constitution_date').as('constitution_day'),
      isoDay('representative_birth_date').as('representative_birth_day'),
      isoDay('iae_date').as('iae_day'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const documents = await db
    .selectFrom('customer_documents')
    .select(['document_type', 'name', 'title', 'created_at'])
    .where('customer_id', '=', id)
    .orderBy('created_at')
    .orderBy('title')
    .execute();
  return {
    id: row.id,
    fiscalId: row.fiscal_id,
    brandId: row.brand_id,
    channelId: row.channel_id,
    documentType: row.document_type,
    customerType: row.customer_type,
    name: row.name,
    firstSurname: row.first_surname,
    lastSurname: row.second_surname,
    email: row.email,
    contactPhone: row.contact_phone,
    province: row.province,
    city: row.city,
    created: row.created_at.toISOString(),
    birthDate: row.birth_day,
    address: {
      streetType: row.street_type,
      street: row.street,
      number: row.street_number,
      floor: row.floor,
      additionalInfo: row.additional_info,
      postalCode: row.postal_code,
      province: row.province,
      city: row.city,
    },
    detailedInvoice: row.detailed_invoice,
    iban: row.iban,
    skipInvoices: row.skip_invoices,
    paymentMethods: row.payment_methods,
    sepaMandate: row.sepa_mandate_reference
      ? {
          reference: row.sepa_mandate_reference,
          signed: row.sepa_mandate_signed,
          signedAt: row.sepa_mandate_signed_at?.toISOString() ?? null,
        }
      : null,
    company:
      row.customer_type === 'COMPANY'
        ? {
            companyName: row.company_name,
            constitutionDate: row.constitution_day,
            representative: {
              documentType: row.representative_document_type,
              document: row.representative_document,
              name: row.representative_name,
              firstSurname: row.representative_first_surname,
              secondSurname: row.representative_second_surname,
              birthDate: row.representative_birth_day,
            },
            notarialPowers: row.notarial_powers,
            deeds: row.deeds,
            iaeDate: row.iae_day,
            iaeCertificate: row.iae_certificate,
            cifCard: row.cif_card,
            taxComplianceCertificate: row.tax_compliance_certificate,
            socialSecurityCertificate: row.social_security_certificate,
          }
        : null,
    customDocuments: documents.map((document) => ({
      documentType: document.document_type,
      name: document.name,
      title: document.title,
      created: document.created_at.toISOString(),
    })),
    modified: row.modified_at.toISOString(),
  };
}
