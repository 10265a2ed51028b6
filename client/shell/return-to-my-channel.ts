import type { TFunction } from 'i18next';
import { showNotice } from '../ui/notice-store';

/** 'Return to my channel' from the shell (user menu, banner): a failure is shown as a notice. */
export async function returnToMyChannel(t: TFunction): Promise<void> {
  try {
    const { returnToOriginalChannel } = await import('../session/switch-channel');
    await returnToOriginalChannel();
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'INTERNAL';
    showNotice('error', t(`errors.${code}`, { defaultValue: t('errors.generic') }));
  }
}
