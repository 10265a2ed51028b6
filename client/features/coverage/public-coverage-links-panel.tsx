import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerCommands } from '../../palette/command-registry';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { Button } from '../../ui/button';
import { PublicCoverageKeyQuery } from './coverage-documents';
import { RotatePublicCoverageKeyDialog } from './rotate-public-coverage-key-dialog';

/** The two public pages a brand's key opens: in the brand's colours, and the general one in the secondary colour. */
const PUBLIC_PAGES = [
  { path: '/coverage/public', label: 'publicCoverage.share.brandLink' },
  { path: '/coverage/public/general', label: 'publicCoverage.share.generalLink' },
] as const;

/**
 * "Share the coverage check" for a brand's admin: the links of the brand's public coverage pages, each with a copy
 * button, and "Generate new links", which replaces the brand's key after an irreversible confirmation (the links
 * shared so far stop working). Shown only once the key is read: the operator's own brand has none, and nothing
 * shows while it loads.
 */
export function PublicCoverageLinksPanel() {
  const { t } = useTranslation('publicCoverage');
  const key = useGraphqlQuery(PublicCoverageKeyQuery, {}, 'cache-first');
  const [copied, setCopied] = useState<{ path: string; ok: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [rotated, setRotated] = useState(false);
  const publicKey = key.data?.publicCoverageKey;
  const openConfirmation = () => {
    setRotated(false);
    setConfirming(true);
  };
  // The palette's way to the same confirmation, while the links are shown.
  useEffect(() => {
    if (!publicKey) return undefined;
    return registerCommands([
      {
        id: 'coverage.rotatePublicKey',
        title: 'publicCoverage.share.rotate',
        group: 'publicCoverage.share.title',
        scope: 'page',
        keywords: ['enlace', 'link', 'enllaç', 'clave', 'key', 'clau', 'chave', 'cobertura', 'coverage'],
        isVisible: (context) => context.route.id === 'coverage',
        run: (context) => {
          context.closePalette();
          setRotated(false);
          setConfirming(true);
        },
      },
    ]);
  }, [publicKey]);
  if (!publicKey) return null;
  const urlOf = (path: string) => `${window.location.origin}${path}?key=${encodeURIComponent(publicKey)}`;

  async function copy(path: string) {
    try {
      await navigator.clipboard.writeText(urlOf(path));
      setCopied({ path, ok: true });
    } catch {
      setCopied({ path, ok: false });
    }
  }

  return (
    <section
      aria-labelledby="public-coverage-share"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="public-coverage-share" className="font-semibold text-slate-900 dark:text-slate-50">
        {t('publicCoverage.share.title')}
      </h2>
      <p className="text-slate-600 text-sm dark:text-slate-400">{t('publicCoverage.share.intro')}</p>
      <ul className="space-y-3">
        {PUBLIC_PAGES.map(({ path, label }) => (
          <li key={path} className="space-y-1">
            <p className="font-medium text-slate-700 text-sm dark:text-slate-200">{t(label)}</p>
            <div className="flex flex-wrap items-center gap-2">
              <a
                href={urlOf(path)}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 flex-1 break-all font-mono text-primary-700 text-xs underline hover:text-primary-800 dark:text-primary-300"
              >
                {urlOf(path)}
              </a>
              <Button
                variant="secondary"
                aria-label={t('publicCoverage.share.copyLink', { name: t(label) })}
                onClick={() => void copy(path)}
              >
                {t('publicCoverage.share.copy')}
              </Button>
            </div>
            <p role="status" className="text-slate-600 text-xs dark:text-slate-400">
              {copied?.path === path
                ? copied.ok
                  ? t('publicCoverage.share.copied')
                  : t('publicCoverage.share.copyFailed')
                : ''}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3 border-slate-200 border-t pt-3 dark:border-slate-700">
        <Button variant="secondary" onClick={openConfirmation}>
          {t('publicCoverage.share.rotate')}
        </Button>
        <p role="status" className="text-slate-600 text-xs dark:text-slate-400">
          {rotated ? t('publicCoverage.share.rotated') : ''}
        </p>
      </div>
      <RotatePublicCoverageKeyDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onRotated={() => {
          setConfirming(false);
          setCopied(null);
          setRotated(true);
          // The key is a root field the mutation's answer cannot update in the cache: read it again.
          key.retry();
        }}
      />
    </section>
  );
}
