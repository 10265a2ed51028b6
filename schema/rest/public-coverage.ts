import { z } from 'zod';
import { PROVINCE_CODES } from '../domain/provinces';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { emailSchema } from '../domain/validators/email';
import { spanishFiscalIdSchema } from '../domain/validators/fiscal-id';
import { requiredText } from '../domain/validators/required-text';
import { municipalitySchema } from './addresses';
import { coverageCheckBody, coverageResultSchema } from './coverage';
import { defineEndpoint } from './endpoint';
import { leadPhoneSchema } from './leads';

/**
 * A brand's public coverage key as the link carries it (`?key=`): 32 random bytes in base64url. Only its length is
 * bounded here; a wrong key of any shape is an unknown link (404 PUBLIC_LINK_INVALID), not a bad request.
 */
export const publicCoverageKeySchema = z.string().max(100).pipe(requiredText());

/** The message the "I want it" form and the api give when the consent box is not ticked. */
export const PUBLIC_COVERAGE_CONSENT_REQUIRED = 'publicCoverage.form.consentRequired';

export const publicCoverageBrandQuery = z.object({ key: publicCoverageKeySchema });

/** All a public coverage page shows of its brand: no id, no channel, no settings. */
export const publicCoverageBrandSchema = z.object({
  name: z.string(),
  logoURL: z.string().nullable(),
});

export const publicCoverageCitiesQuery = z.object({
  key: publicCoverageKeySchema,
  province: z.enum(PROVINCE_CODES, { error: DOMAIN_VALIDATION_MESSAGES.invalidProvince }),
  /** The start of the name; accents and case are ignored. Empty lists the province's first 20. */
  q: z.string().trim().max(64).default(''),
});

export const publicCoverageCheckBody = z.object({
  key: publicCoverageKeySchema,
  address: coverageCheckBody,
});

/** An optional e-mail: empty or absent for none. */
const optionalEmail = z
  .string()
  .max(254)
  .trim()
  .refine((value) => value === '' || emailSchema.safeParse(value).success, { error: 'validation.email' })
  .optional();

/**
 * "I want it": the address checked and who asks, with the consent to be contacted (full name and document, dated
 * by the api). The document is a DNI, NIE or CIF with its check character; the phone a Spanish mobile or fixed one.
 */
export const publicCoverageLeadBody = z.object({
  key: publicCoverageKeySchema,
  address: coverageCheckBody,
  fullName: z.string().max(160).pipe(requiredText()),
  documentNumber: z.string({ error: REQUIRED_MESSAGE }).max(32).pipe(spanishFiscalIdSchema),
  phone: leadPhoneSchema,
  email: optionalEmail,
  acceptConsent: z.literal(true, { error: PUBLIC_COVERAGE_CONSENT_REQUIRED }),
});
export type PublicCoverageLeadBody = z.infer<typeof publicCoverageLeadBody>;

/** The one answer of a lead request: nothing about the lead or the brand comes back. */
export const publicCoverageLeadResponse = z.object({ received: z.literal(true) });

const ADDRESS_EXAMPLE = {
  postalCode: '28014',
  province: '28' as const,
  city: 'Madrid',
  street: 'Calle de Alcalá',
  number: '12',
};
const KEY_EXAMPLE = 'bm90LWEtcmVhbC1wdWJsaWMtY292ZXJhZ2Uta2V5MDA';

/**
 * The public coverage pages (/coverage/public and /coverage/public/general): the brand of the link's key, its
 * address lookups and coverage check, and "I want it", which leaves a lead with the brand. The signed-in console
 * reads the key of its own brand to share the links.
 */
export const publicCoverageEndpoints = {
  getPublicCoverageBrand: defineEndpoint({
    id: 'getPublicCoverageBrand',
    method: 'GET',
    path: '/public/coverage/brand',
    summary: "The name and logo of a public coverage link's brand",
    access: 'public',
    query: publicCoverageBrandQuery,
    response: publicCoverageBrandSchema,
    errors: ['PUBLIC_LINK_INVALID'],
  }),
  searchPublicCoverageCities: defineEndpoint({
    id: 'searchPublicCoverageCities',
    method: 'GET',
    path: '/public/coverage/cities',
    summary:
      "Municipalities of a province whose name starts with q, for a public coverage link's address search (at most 20)",
    access: 'public',
    query: publicCoverageCitiesQuery,
    response: z.object({ items: z.array(municipalitySchema) }),
    errors: ['PUBLIC_LINK_INVALID'],
  }),
  checkPublicCoverage: defineEndpoint({
    id: 'checkPublicCoverage',
    method: 'POST',
    path: '/public/coverage/check',
    summary: 'Technologies and maximum speeds at an address, for the page of a public coverage link',
    access: 'public',
    body: publicCoverageCheckBody,
    bodyExample: { key: KEY_EXAMPLE, address: ADDRESS_EXAMPLE },
    response: coverageResultSchema,
    errors: ['PUBLIC_LINK_INVALID'],
  }),
  createPublicCoverageLead: defineEndpoint({
    id: 'createPublicCoverageLead',
    method: 'POST',
    path: '/public/coverage/lead',
    summary:
      "Leaves a CREATED lead with the consent (name, document, today) in the top channel of the link's brand",
    access: 'public',
    body: publicCoverageLeadBody,
    bodyExample: {
      key: KEY_EXAMPLE,
      address: ADDRESS_EXAMPLE,
      fullName: 'Lucía Martín Vega',
      documentNumber: '12345678Z',
      phone: '612345678',
      email: 'lucia@example.com',
      acceptConsent: true,
    },
    response: publicCoverageLeadResponse,
    errors: ['PUBLIC_LINK_INVALID'],
  }),
  getPublicCoverageKey: defineEndpoint({
    id: 'getPublicCoverageKey',
    method: 'GET',
    path: '/coverage/public-key',
    summary: "The public coverage key of the caller's brand, for the links the console shares",
    access: 'admin',
    response: z.object({ key: z.string() }),
    errors: ['NOT_FOUND'],
  }),
  rotatePublicCoverageKey: defineEndpoint({
    id: 'rotatePublicCoverageKey',
    method: 'POST',
    path: '/coverage/public-key/rotate',
    summary:
      "Gives the caller's brand a new public coverage key: every link shared with the old one stops working at once",
    access: 'admin',
    body: z.object({}),
    response: z.object({ key: z.string() }),
    errors: ['NOT_FOUND'],
  }),
};
