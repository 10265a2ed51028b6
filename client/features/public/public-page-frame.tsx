import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a public page knows of the brand its link belongs to; null while loading or when the link is not valid. */
export type PublicBrand = { name: string; logoURL: string | null };

/**
 * The frame of every page an end customer opens from a link: the brand's logo (or initial) and name on top, one
 * column that fills a phone and stays readable on a desktop, and the page's heading. The blank layout around it
 * holds the language and theme switches.
 */
export function PublicPageFrame({
  brand,
  title,
  children,
}: {
  brand: PublicBrand | null;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('public');
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-xl flex-col px-4 pt-16 pb-10 sm:pt-20">
      <div className="mb-6 flex items-center gap-3">
        {brand?.logoURL ? (
          <img src={brand.logoURL} alt={brand.name} className="h-10 max-w-[200px] object-contain" />
        ) : (
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-500 font-bold text-lg text-white"
            >
              {(brand?.name ?? 'C').charAt(0).toUpperCase()}
            </span>
            <span className="font-semibold text-lg">{brand?.name ?? t('public.brandFallback')}</span>
          </span>
        )}
      </div>
      <section
        aria-labelledby="public-page-title"
        className="rounded-xl bg-white p-5 shadow-sm sm:p-8 dark:bg-slate-900"
      >
        <h1 id="public-page-title" tabIndex={-1} className="mb-4 font-semibold text-2xl">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
