import { useTranslation } from 'react-i18next';
import { BRAND_LOGO_KINDS } from '../../../schema/rest/brand-settings';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { LogoCard } from './logo-card';
import { SettingsSection } from './settings-section';

/** Logos tab: brand, expanded, their dark-mode variants, app, invoice and contract, each a PNG of its own. */
export function LogosPanel({ settings }: { settings: BrandSettingsFieldsFragment }) {
  const { t } = useTranslation('brandSettings');
  return (
    <SettingsSection
      title={t('brandSettings.logos.title')}
      description={t('brandSettings.logos.description')}
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {BRAND_LOGO_KINDS.map((kind) => (
          <LogoCard key={kind} kind={kind} logo={settings.logos.find((logo) => logo.kind === kind) ?? null} />
        ))}
      </div>
    </SettingsSection>
  );
}
