import type { Kysely } from 'kysely';
import { z } from 'zod';
import { provinceByCode } from '../../schema/domain/provinces';
import type { InvoiceParty } from '../../schema/rest/invoices';
import type { Database } from '../db/database-schema';

type AddressParts = {
  streetType?: string | null | undefined;
  street?: string | null | undefined;
  number?: string | null | undefined;
  floor?: string | null | undefined;
  additionalInfo?: string | null | undefined;
  postalCode?: string | null | undefined;
  city?: string | null | undefined;
  province?: string | null | undefined;
};

/** "Calle Mayor 5, 2º B" and "28013 Madrid (Madrid)": what a Spanish envelope shows; empty parts left out. */
export function addressLinesOf(address: AddressParts): string[] {
  const join = (parts: readonly (string | null | undefined)[], separator: string) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(separator);
  const street = join([join([address.streetType, address.street, address.number], ' '), address.floor], ', ');
  const province = address.province ? (provinceByCode(address.province)?.name ?? address.province) : null;
  const place = join([address.postalCode, address.city], ' ');
  const town = province && province !== address.city ? join([place, `(${province})`], ' ') : place;
  return [street, address.additionalInfo?.trim() ?? '', town].filter(Boolean);
}

/** The part of the brand's saved identity group a document prints; anything missing is left out, not refused. */
const printedIdentity = z.object({
  legalName: z.string().optional(),
  fiscalId: z.string().optional(),
  billingAddress: z
    .object({
      streetType: z.string().optional(),
      street: z.string().optional(),
      number: z.string().optional(),
      floor: z.string().nullable().optional(),
      additionalInfo: z.string().nullable().optional(),
      postalCode: z.string().optional(),
      city: z.string().optional(),
      province: z.string().optional(),
    })
    .optional(),
});

export type Issuer = InvoiceParty & { logoUrl: string | null };

/** The brand as its documents name it: legal name, fiscal id and billing address from its identity settings. */
export async function loadIssuer(db: Kysely<Database>, brandId: string): Promise<Issuer> {
  const brand = await db
    .selectFrom('brands')
    .leftJoin('brand_config', 'brand_config.brand_id', 'brands.id')
    .select(['brands.name', 'brands.logo_url', 'brand_config.settings'])
    .where('brands.id', '=', brandId)
    .executeTakeFirstOrThrow();
  const settings = (brand.settings ?? {}) as Record<string, unknown>;
  const identity = printedIdentity.safeParse(settings.identity);
  const saved = identity.success ? identity.data : {};
  return {
    name: saved.legalName?.trim() || brand.name,
    fiscalId: saved.fiscalId?.trim() || null,
    addressLines: saved.billingAddress ? addressLinesOf(saved.billingAddress) : [],
    logoUrl: brand.logo_url,
  };
}

/** The customer as the document is addressed: company name or full name, fiscal id and postal address. */
export async function loadBillTo(db: Kysely<Database>, customerId: string): Promise<InvoiceParty> {
  const customer = await db
    .selectFrom('customers')
    .select([
      'fiscal_id',
      'name',
      'first_surname',
      'second_surname',
      'company_name',
      'street_type',
      'street',
      'street_number',
      'floor',
      'additional_info',
      'postal_code',
      'city',
      'province',
    ])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const person = [customer.name, customer.first_surname, customer.second_surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    name: customer.company_name?.trim() || person,
    fiscalId: customer.fiscal_id,
    addressLines: addressLinesOf({
      streetType: customer.street_type,
      street: customer.street,
      number: customer.street_number,
      floor: customer.floor,
      additionalInfo: customer.additional_info,
      postalCode: customer.postal_code,
      city: customer.city,
      province: customer.province,
    }),
  };
}
