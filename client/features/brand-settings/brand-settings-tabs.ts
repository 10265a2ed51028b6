import { proxy } from 'valtio';

/** The tabs of /configuration, in the order the spec lists them (section 2, "Brand settings tabs"). */
export const BRAND_SETTINGS_TABS = [
  'logos',
  'information',
  'customerEmails',
  'invoicing',
  'svas',
  'others',
  'contacts',
] as const;
export type BrandSettingsTab = (typeof BRAND_SETTINGS_TABS)[number];

export function isBrandSettingsTab(value: unknown): value is BrandSettingsTab {
  return BRAND_SETTINGS_TABS.some((tab) => tab === value);
}

export const BRAND_SETTINGS_PATH = '/configuration';

/** Where a tab opens from anywhere: its path, read back by the page at arrival. */
export function brandSettingsTabPath(tab: BrandSettingsTab): string {
  return `${BRAND_SETTINGS_PATH}?tab=${tab}`;
}

/**
 * A tab asked for while the page is already open (the palette), without navigating: a navigation to the same page
 * would not change it, and the page's forms keep their unsaved values.
 */
export const brandSettingsTabRequest = proxy<{ tab: BrandSettingsTab | null; count: number }>({
  tab: null,
  count: 0,
});

export function requestBrandSettingsTab(tab: BrandSettingsTab): void {
  brandSettingsTabRequest.tab = tab;
  brandSettingsTabRequest.count += 1;
}
