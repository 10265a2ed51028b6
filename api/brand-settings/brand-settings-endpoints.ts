import type { Kysely } from 'kysely';
import { brandLogoFileParams, brandSettingsEndpoints } from '../../schema/rest/brand-settings';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { implement } from '../http/endpoint-router';
import { requestLanguage } from '../messaging/request-language';
import { sendEmailVerification, verifyEmailToken } from './brand-email-verification';
import { readBrandLogoFile, removeBrandLogo, saveBrandLogo } from './brand-logos';
import { findScopedBrand } from './find-scoped-brand';
import { loadBrandContacts } from './load-brand-contacts';
import { loadBrandSettings } from './load-brand-settings';
import { replaceBrandContacts } from './replace-brand-contacts';
import { saveBrandSettings } from './save-brand-settings';

/** A year: a logo's path changes with its content, so a browser never needs to ask again. */
const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Brand settings, contacts, logos and e-mail verification (docs/rest-api.md, docs/brand-settings.md). */
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
    implement(brandSettingsEndpoints.putBrandLogo, async ({ caller, query, body }) => {
      const brand = await findScopedBrand(db, caller.user, query.brandId);
      await saveBrandLogo(db, brand, body.kind, body.contentBase64);
      return loadBrandSettings(db, brand);
    }),
    implement(brandSettingsEndpoints.deleteBrandLogo, async ({ caller, query, body }) => {
      const brand = await findScopedBrand(db, caller.user, query.brandId);
      await removeBrandLogo(db, brand, body.kind);
      return loadBrandSettings(db, brand);
    }),
    implement(brandSettingsEndpoints.getBrandLogoFile, async ({ params, req }) => {
      const { brandId, file } = brandLogoFileParams.parse(params);
      const content = await readBrandLogoFile(db, brandId, file);
      if (!content) throw new ApiError(404, 'NOT_FOUND', 'No such logo');
      const res = req.res;
      if (!res) throw new Error('the logo needs the response to write to');
      res.writeHead(200, {
        'content-type': 'image/png',
        'content-length': content.length,
        'cache-control': LOGO_CACHE_CONTROL,
      });
      res.end(content);
      // Already answered with the bytes; the router sends nothing more.
      return null;
    }),
  ];
}
