import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from 'valtio';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { PageHeader } from '../../shell/page-header';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PageSpinner } from '../../ui/page-spinner';
import { useTabShortcuts } from '../../ui/use-tab-shortcuts';
import { BrandSettingsQuery } from './brand-settings-documents';
import { BrandSettingsTabStrip, focusBrandSettingsTab } from './brand-settings-tab-strip';
import {
  BRAND_SETTINGS_PATH,
  BRAND_SETTINGS_TABS,
  type BrandSettingsTab,
  brandSettingsTabRequest,
  isBrandSettingsTab,
} from './brand-settings-tabs';
import { ContactsPanel } from './contacts-panel';
import { CustomerEmailsPanel } from './customer-emails-panel';
import { DirtyFormsContext, dirtyTabsOf, type ReportDirty } from './dirty-forms';
import { InformationPanel } from './information-panel';
import { InvoicingPanel } from './invoicing-panel';
import { LogosPanel } from './logos-panel';
import { OthersPanel } from './others-panel';
import { SvasPanel } from './svas-panel';

function tabOfUrl(): BrandSettingsTab {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('tab');
  return isBrandSettingsTab(asked) ? asked : 'logos';
}

/**
 * /configuration (ADMIN): the brand's settings in seven tabs, each a form (or a few) of its own saved group. Every
 * panel stays mounted while another tab shows, so what was typed and not saved is still there on coming back; the
 * strip marks the tabs holding such changes.
 */
export default function BrandSettingsPage(_props: PageProps) {
  const { t } = useTranslation(['brandSettings', 'routes', 'errors']);
  const query = useGraphqlQuery(BrandSettingsQuery, {});
  const settings = (query.data?.brandSettings ?? null) as BrandSettingsFieldsFragment | null;
  const [tab, setTabState] = useState<BrandSettingsTab>(tabOfUrl);
  const [dirtyForms, setDirtyForms] = useState<Record<string, boolean>>({});

  const setTab = useCallback((next: BrandSettingsTab) => {
    setTabState(next);
    // The address says which tab shows (a reload keeps it) without a navigation: nothing on the page remounts.
    history.replaceState(history.state, '', `${BRAND_SETTINGS_PATH}?tab=${next}`);
  }, []);
  useTabShortcuts(BRAND_SETTINGS_TABS, tab, setTab, focusBrandSettingsTab);
  // The palette's "Open brand settings: <tab>" while the page is open.
  useEffect(
    () =>
      subscribe(brandSettingsTabRequest, () => {
        if (brandSettingsTabRequest.tab) setTab(brandSettingsTabRequest.tab);
      }),
    [setTab],
  );

  const reportDirty = useCallback<ReportDirty>((formId, dirty) => {
    setDirtyForms((forms) => (forms[formId] === dirty ? forms : { ...forms, [formId]: dirty }));
  }, []);
  const dirtyTabs = dirtyTabsOf(dirtyForms);

  // Closing or reloading the browser tab with unsaved changes asks first.
  const anyDirty = dirtyTabs.size > 0;
  useEffect(() => {
    if (!anyDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyDirty]);

  const title = t('routes.menu.brand-configuration');
  if (!settings && !query.error) return <PageSpinner />;
  if (!settings) {
    return (
      <section className="space-y-4">
        <PageHeader title={title} />
        <FormAlert message={t('brandSettings.loadError')} />
        <Button variant="secondary" onClick={query.retry}>
          {t('brandSettings.retry')}
        </Button>
      </section>
    );
  }

  const panels: Record<BrandSettingsTab, ReactNode> = {
    logos: <LogosPanel settings={settings} />,
    information: <InformationPanel settings={settings} />,
    customerEmails: <CustomerEmailsPanel settings={settings} />,
    invoicing: <InvoicingPanel settings={settings} />,
    svas: <SvasPanel settings={settings} />,
    others: <OthersPanel settings={settings} />,
    contacts: <ContactsPanel />,
  };
  return (
    <section className="space-y-4">
      <PageHeader title={title} />
      <p className="text-slate-600 text-sm dark:text-slate-300">
        {t('brandSettings.intro', { brand: settings.brandName, brandId: settings.brandId })}
      </p>
      <BrandSettingsTabStrip tab={tab} dirtyTabs={dirtyTabs} onChange={setTab} />
      <DirtyFormsContext.Provider value={reportDirty}>
        {BRAND_SETTINGS_TABS.map((name) => (
          <div
            key={name}
            role="tabpanel"
            id={`brand-settings-panel-${name}`}
            aria-labelledby={`brand-settings-tab-${name}`}
            hidden={name !== tab}
          >
            {panels[name]}
          </div>
        ))}
      </DirtyFormsContext.Provider>
    </section>
  );
}
