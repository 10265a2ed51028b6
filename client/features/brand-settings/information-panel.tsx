import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { EmailsForm } from './emails-form';
import { IdentityForm } from './identity-form';

/** Information tab: the brand's identity and addresses, and its e-mails with their verification. */
export function InformationPanel({ settings }: { settings: BrandSettingsFieldsFragment }) {
  return (
    <div className="space-y-4">
      <IdentityForm settings={settings} />
      <EmailsForm settings={settings} />
    </div>
  );
}
