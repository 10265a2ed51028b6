import { z } from 'zod';
import { roleSchema } from './role-schemas';

export const abilitySchema = z.object({ action: z.enum(['read', 'manage']), subject: z.string() });

/** The signed-in user as the session describes them. */
export const sessionUserSchema = z.object({
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  channel: z.string(),
  originalChannel: z.string(),
  superAdmin: z.boolean(),
  avatar: z.string().nullable(),
  abilities: z.array(abilitySchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Brand/channel info, as GET /channel/config returns it. */
export const brandInfoSchema = z.object({
  name: z.string(),
  brandId: z.string(),
  logoURL: z.string().nullable(),
  expandedLogoURL: z.string().nullable(),
  darkModeLogoURL: z.string().nullable(),
  darkModeExpandedLogoURL: z.string().nullable(),
  generateCustomerInvoices: z.boolean(),
  hasMaxSales: z.boolean(),
  maxSales: z.number().int().nullable(),
  superAdmin: z.object({ email: z.string() }).nullable(),
});
export type BrandInfo = z.infer<typeof brandInfoSchema>;

export const brandSummarySchema = z.object({ brandId: z.string(), name: z.string() });
export type BrandSummary = z.infer<typeof brandSummarySchema>;
