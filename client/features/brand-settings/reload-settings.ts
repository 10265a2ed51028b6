import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { i18n } from '../../i18n/i18n';
import { runOperation } from '../../session/graphql-client';
import { showNotice } from '../../ui/notice-store';
import { BrandSettingsQuery } from './brand-settings-documents';

/**
 * Reads the brand settings from the server again (the cache and every tab's read-only parts follow), or says
 * `failure` (an i18n key of the spec's reload errors) and answers null.
 */
export async function reloadSettings(failure: string): Promise<BrandSettingsFieldsFragment | null> {
  try {
    return (await runOperation(BrandSettingsQuery, {}, 'query')).brandSettings;
  } catch {
    showNotice('error', i18n.t(failure));
    return null;
  }
}
