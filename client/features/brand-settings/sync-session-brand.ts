import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { sessionStore } from '../../session/session-store';

/**
 * What the shell shows of the brand (its name and logos in the menu's top bar, the invoices entry) follows a save at
 * once, without reloading the session: the saved settings carry the same values GET /channel/config answers.
 */
export function syncSessionBrand(settings: BrandSettingsFieldsFragment): void {
  const brand = sessionStore.brand;
  if (!brand || brand.brandId !== settings.brandId) return;
  const urlOf = (kind: string) => settings.logos.find((logo) => logo.kind === kind)?.url ?? null;
  brand.name = settings.brandName;
  brand.logoURL = urlOf('BRAND');
  brand.expandedLogoURL = urlOf('EXPANDED');
  brand.darkModeLogoURL = urlOf('DARK_BRAND');
  brand.darkModeExpandedLogoURL = urlOf('DARK_EXPANDED');
  if (settings.invoicing) brand.generateCustomerInvoices = settings.invoicing.generateCustomerInvoices;
}
