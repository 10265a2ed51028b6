import type { VerifiableEmail } from '../../../schema/rest/brand-settings';
import { i18n } from '../../i18n/i18n';
import { runOperation } from '../../session/graphql-client';
import { showNotice } from '../../ui/notice-store';
import { BrandSettingsQuery, SendEmailVerificationMutation } from './brand-settings-documents';

/**
 * Sends (or resends) the verification e-mail of the brand's notification or billing address, says so in a toast
 * (the spec's "verification e-mail sent" or its error), and reads the settings again so every view of the address
 * shows it PENDING. The page's button and the palette's command both run this.
 */
export async function sendEmailVerification(kind: VerifiableEmail): Promise<boolean> {
  // The palette may run it from any page: the toast's texts load first.
  await i18n.loadNamespaces(['brandSettings', 'errors']);
  try {
    const data = await runOperation(SendEmailVerificationMutation, { kind }, 'mutation');
    showNotice('success', i18n.t('brandSettings.emails.sent', { email: data.sendEmailVerification.email }));
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'INTERNAL';
    const reason = i18n.exists(`errors.${code}`) ? i18n.t(`errors.${code}`) : i18n.t('errors.generic');
    showNotice('error', i18n.t('brandSettings.emails.sendError', { reason }));
    return false;
  }
  await runOperation(BrandSettingsQuery, {}, 'query').catch(() => undefined);
  return true;
}
