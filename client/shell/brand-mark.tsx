import { useSnapshot } from 'valtio';
import type { SessionBrand } from '../session/session-store';
import { themeStore } from '../theme/theme-store';

function logoFor(brand: SessionBrand, mini: boolean, dark: boolean): string | null {
  if (mini) return (dark ? brand.darkModeLogoURL : null) ?? brand.logoURL;
  return (
    (dark ? (brand.darkModeExpandedLogoURL ?? brand.darkModeLogoURL) : null) ??
    brand.expandedLogoURL ??
    brand.logoURL
  );
}

/** Brand logo (for the theme and the menu width) or, without one, the brand's initial and name. */
export function BrandMark({ brand, mini }: { brand: SessionBrand | null; mini: boolean }) {
  const { theme } = useSnapshot(themeStore);
  const name = brand?.name ?? 'Centralita';
  const logo = brand ? logoFor(brand, mini, theme === 'dark') : null;
  if (logo) {
    return (
      <img
        src={logo}
        alt={name}
        className={mini ? 'size-9 object-contain' : 'h-9 max-w-[180px] object-contain'}
      />
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-500 font-bold text-white"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <span className={mini ? 'sr-only' : 'truncate font-semibold text-slate-900 dark:text-white'}>
        {name}
      </span>
    </span>
  );
}
