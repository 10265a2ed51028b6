import { z } from 'zod';
import { checkPostalCodeInProvince, postalCodeSchema } from '../domain/validators/postal-code';
import { provinceCodeSchema } from '../domain/validators/province-code';
import { requiredText } from '../domain/validators/required-text';
import { defineEndpoint } from './endpoint';

/** Access technologies a coverage check answers about. */
export const COVERAGE_TECHNOLOGIES = ['FIBRE', 'ADSL', '4G', '5G', 'SATELLITE'] as const;
export const coverageTechnologySchema = z.enum(COVERAGE_TECHNOLOGIES);
export type CoverageTechnology = z.infer<typeof coverageTechnologySchema>;

/** The address to check; the postal code must lie in the province (reported on `postalCode`). */
export const coverageCheckBody = z
  .object({
    postalCode: z.string().max(5).pipe(postalCodeSchema),
    province: provinceCodeSchema,
    city: z.string().max(100).pipe(requiredText()),
    street: z.string().max(120).pipe(requiredText()),
    number: z.string().max(10).pipe(requiredText()),
  })
  .check(checkPostalCodeInProvince);

export const coverageOfferSchema = z.object({
  technology: coverageTechnologySchema,
  maxDownloadMbps: z.number(),
  maxUploadMbps: z.number(),
});

export const coverageResultSchema = z.object({
  covered: z.boolean(),
  /** Available technologies, fastest first; empty when there is no coverage at all. */
  technologies: z.array(coverageOfferSchema),
});

/** Coverage check: which technologies reach an address. */
export const coverageEndpoints = {
  checkCoverage: defineEndpoint({
    id: 'checkCoverage',
    method: 'POST',
    path: '/coverage/check',
    summary: 'Technologies (FIBRE, ADSL, 4G, 5G, SATELLITE) and maximum speeds available at an address',
    access: 'agent',
    body: coverageCheckBody,
    bodyExample: {
      postalCode: '28014',
      province: '28',
      city: 'Madrid',
      street: 'Calle de Alcalá',
      number: '12',
    },
    response: coverageResultSchema,
  }),
};
