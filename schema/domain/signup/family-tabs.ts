import type { ProductFamily } from '../vocabulary/product';
import type { SignupFamilyTab } from '../vocabulary/signup';

/**
 * The catalogue families each family tab of the wizard offers. ALARMS are custom products of subfamily 'alarm'
 * (the catalogue has no alarm family); POPULAR offers every displayed product, the brand's best sellers first.
 */
export const FAMILY_TAB_PRODUCTS: Readonly<
  Record<SignupFamilyTab, { families: readonly ProductFamily[]; subfamily?: string }>
> = {
  MOBILE: { families: ['MOBILE'] },
  ENERGY: { families: ['ELECTRICITY', 'GAS'] },
  ALARMS: { families: ['CUSTOM'], subfamily: 'alarm' },
  FIBRE: { families: ['FIBRE'] },
  SATELLITE: { families: ['SATELLITE'] },
  TV: { families: ['TV'] },
  FIXED: { families: ['FIXED'] },
  CUSTOM: { families: ['CUSTOM', 'PBX', 'SPAIN_HOLIDAYS', 'M2M'] },
  FIBRE_MOBILE: { families: ['CONVERGENT'] },
  INTERNATIONAL_ESIM: { families: ['INTERNATIONAL'] },
  DEVICES: { families: ['LOGISTICS'] },
  POPULAR: {
    families: [
      'MOBILE',
      'FIBRE',
      'CONVERGENT',
      'TV',
      'FIXED',
      'ELECTRICITY',
      'GAS',
      'SATELLITE',
      'INTERNATIONAL',
      'LOGISTICS',
    ],
  },
};

/** Whether a catalogue product belongs under a family tab. */
export function tabOffers(
  tab: SignupFamilyTab,
  product: { family: ProductFamily; subfamily: string | null },
): boolean {
  const offer = FAMILY_TAB_PRODUCTS[tab];
  if (!offer.families.includes(product.family)) return false;
  if (offer.subfamily !== undefined) return product.subfamily === offer.subfamily;
  // Alarms have their own tab, so the custom tab leaves them out.
  return tab !== 'CUSTOM' || product.subfamily !== FAMILY_TAB_PRODUCTS.ALARMS.subfamily;
}
