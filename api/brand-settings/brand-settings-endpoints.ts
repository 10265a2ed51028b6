import type { Kysely } from 'kysely';
import { brandSettingsEndpoints } from '../../schema/rest/brand-settings';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { requestLanguage } from '../messaging/request-language';
import { sendEmailVerification, verifyEmailToken } from './brand-email-verification';
import { findScopedBrand } from './find-scoped-brand';
import { loadBrandContacts } from './load-brand-contacts';
import { loadBrandSettings } from './load-brand-settings';
import { replaceBrandContacts } from './replace-brand-contacts';
import { saveBrandSettings } from './save-brand-settings';

/** Brand settings, contacts and e-mail verification (docs/rest-api.md). */
export function createBrandSettingsEndpoints({ db }: { db: Kysely<Database> }) {
  return [
    implement(brandSettingsEndpoints.getBrandSettings, async ({ caller, query }) =>
      loadBrandSettings(db, await findScopedBrand(db, caller.user, query.brandId)),
    ),
    implement(brandSettingsEndpoints.putBrandSettings, async ({ caller, query, body }) => {
      const brand = await findScopedBrand(db, caller.user, query.brandId);
      await saveBrandSettings(db, brand, body);
      // Read again: the brand row's name and invoicing flag may have changed.
      return loadBrandSettings(db, await findScopedBrand(db, caller.user, brand.id));
    }),
    implement(brandSettingsEndpoints.getContacts, async ({ caller, query }) => {
      const brand = await findScopedBrand(db, caller.user, query.brandId);
      return { brandId: brand.id, contacts: await loadBrandContacts(db, brand.id) };
    }),
    implement(brandSettingsEndpoints.putContacts, async ({ caller, query, body }) => {
      const brand = await findScopedBrand(db, caller.user, query.brandId);
      await replaceBrandContacts(db, brand.id, body.contacts);
      return { brandId: brand.id, contacts: await loadBrandContacts(db, brand.id) };
    }),
    implement(brandSettingsEndpoints.postEmailVerification, async ({ caller, query, body, req }) =>
      sendEmailVerification(
        db,
        await findScopedBrand(db, caller.user, query.brandId),
        body.kind,
        new Date(),
        caller.user.id,
        requestLanguage(req),
      ),
    ),
    implement(brandSettingsEndpoints.verifyEmail, ({ query }) => verifyEmailToken(db, query.token)),
  ];
}
