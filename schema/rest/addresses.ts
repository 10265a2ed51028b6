import { z } from 'zod';
import { PROVINCE_CODES } from '../domain/provinces';
import { DOMAIN_VALIDATION_MESSAGES } from '../domain/validation-messages';
import { defineEndpoint } from './endpoint';

export const provinceSchema = z.object({
  code: z.enum(PROVINCE_CODES),
  name: z.string(),
  /** Geographic fixed-number prefixes: the 9xx ones and their 8xx mirrors. */
  fixedPrefixes: z.array(z.string()),
});

export const municipalitySchema = z.object({
  name: z.string(),
  provinceCode: z.enum(PROVINCE_CODES),
  /** The municipality's main postal code (demo data). */
  postalCode: z.string(),
});
export type Municipality = z.infer<typeof municipalitySchema>;

export const searchCitiesQuery = z.object({
  province: z.enum(PROVINCE_CODES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption }),
  /** The start of the name; accents and case are ignored. Empty lists the province's first 20. */
  q: z.string().trim().max(64).default(''),
});

/** Addresses for the signup wizard: the provinces, and the cities of a province. */
export const addressEndpoints = {
  listProvinces: defineEndpoint({
    id: 'listProvinces',
    method: 'GET',
    path: '/addresses/provinces',
    summary: 'The 52 provinces and autonomous cities (INE code, name, fixed-number prefixes)',
    access: 'agent',
    response: z.object({ items: z.array(provinceSchema) }),
  }),
  searchCities: defineEndpoint({
    id: 'searchCities',
    method: 'GET',
    path: '/addresses/city/search',
    summary:
      'Municipalities of a province whose name starts with q (accent- and case-insensitive), at most 20',
    access: 'agent',
    query: searchCitiesQuery,
    queryExample: { province: '28', q: 'Alcal' },
    response: z.object({ items: z.array(municipalitySchema) }),
  }),
};
