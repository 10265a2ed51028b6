import { Command as Cmdk } from 'cmdk';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SearchHit, targetOf } from '../search/search-hits';
import { showNotice } from '../ui/notice-store';
import type { CommandContext } from './command';
import { addRecent } from './recents';
import type { GlobalSearchState } from './use-global-search';

export const GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2 [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-500 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:uppercase';
export const ITEM_CLASS =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-slate-700 text-sm data-[disabled=true]:cursor-default data-[selected=true]:bg-primary-50 data-[disabled=true]:opacity-50 data-[selected=true]:text-primary-900 dark:text-slate-200 dark:data-[selected=true]:bg-primary-900/40 dark:data-[selected=true]:text-primary-100';

/** Opens a hit (customer page, line page unless carrier '1', enter a brand) and remembers it. */
export async function chooseHit(hit: SearchHit, context: CommandContext): Promise<void> {
  const target = targetOf(hit, context.user);
  if (!target) return;
  addRecent({ kind: 'hit', hit });
  context.closePalette();
  if (target.kind === 'navigate') {
    context.navigate(target.path);
    return;
  }
  try {
    const { enterChannel } = await import('../session/switch-channel');
    await enterChannel(target.brandId);
  } catch (error) {
    const { i18n } = await import('../i18n/i18n');
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'INTERNAL';
    showNotice('error', i18n.t(`errors.${code}`, { defaultValue: i18n.t('errors.generic') }));
  }
}

/**
 * One search hit as a palette row; `value` is its row key, `onChoose` tells the palette the pointer chose it. Memoized:
 * a keystroke whose answer keeps a hit does not render its row again.
 */
export const HitItem = memo(function HitItem({
  hit,
  context,
  value,
  onChoose,
}: {
  hit: SearchHit;
  context: CommandContext;
  value: string;
  onChoose: (value: string) => void;
}) {
  const { t } = useTranslation(['search', 'domain']);
  const target = targetOf(hit, context.user);
  let main: string;
  let detail: string;
  if (hit.kind === 'line') {
    main = hit.lineNumber;
    detail = `${hit.customerName} · ${hit.fiscalId} · ${t(`domain.subscriptionStatus.${hit.status}`, { defaultValue: hit.status })}`;
  } else if (hit.kind === 'customer') {
    main = hit.name || hit.fiscalId;
    detail = [hit.fiscalId, hit.email].filter(Boolean).join(' · ');
  } else {
    main = hit.name;
    detail = hit.id;
  }
  return (
    <Cmdk.Item
      value={value}
      disabled={!target}
      onPointerMove={() => onChoose(value)}
      onSelect={() => void chooseHit(hit, context)}
      className={ITEM_CLASS}
    >
      <span className="w-14 shrink-0 text-[11px] text-slate-400 uppercase">
        {t(`search.kind.${hit.kind}`)}
      </span>
      <span className={hit.kind === 'line' ? 'font-mono tabular-nums' : 'font-medium'}>{main}</span>
      <span className="min-w-0 truncate text-slate-500 text-xs dark:text-slate-400">{detail}</span>
      {hit.kind === 'line' && !target ? (
        <span className="ml-auto shrink-0 text-slate-400 text-xs">{t('search.noLinePage')}</span>
      ) : null}
    </Cmdk.Item>
  );
});

/** The "searching" hint waits this long: a local answer comes first, and a hint per keystroke is a repaint per key. */
export const SEARCHING_HINT_DELAY_MS = 150;

/** Whether `on` has held for `delay` ms (false again as soon as it stops). */
function useHeldFor(on: boolean, delay: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!on) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(true), delay);
    return () => clearTimeout(timer);
  }, [on, delay]);
  return on && held;
}

/** The search's own state in the palette: searching (once it has taken 150 ms), or why it failed. */
export function SearchStatus({ state }: { state: GlobalSearchState }) {
  const { t } = useTranslation(['search', 'errors']);
  const searching = useHeldFor(state.status === 'loading', SEARCHING_HINT_DELAY_MS);
  return (
    <>
      {searching ? (
        <Cmdk.Loading label={t('search.searching')}>
          <p className="px-3 py-1 text-slate-400 text-xs">{t('search.searching')}</p>
        </Cmdk.Loading>
      ) : null}
      {state.status === 'error' && state.errorCode ? (
        <p role="alert" className="px-3 py-2 text-red-600 text-sm dark:text-red-400">
          {t(`errors.${state.errorCode}`, { defaultValue: t('errors.generic') })}
        </p>
      ) : null}
    </>
  );
}

/** Where the user is: the entity of the page on screen (line, customer) and the current channel. */
export function ContextChips({ context }: { context: CommandContext }) {
  const { t } = useTranslation(['search']);
  const chips: { key: string; text: string }[] = [];
  const entityId = context.route.params.id;
  if (entityId && (context.route.id === 'line' || context.route.id === 'customer'))
    chips.push({
      key: 'entity',
      text: t(`search.context.${context.route.id}`, { id: decodeURIComponent(entityId) }),
    });
  if (context.user)
    chips.push({
      key: 'channel',
      text: context.brand?.name
        ? t('search.context.channelOfBrand', { channel: context.user.channel, brand: context.brand.name })
        : t('search.context.channel', { channel: context.user.channel }),
    });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('search.context.label')} className="flex shrink-0 gap-1">
      {chips.map((chip) => (
        <li
          key={chip.key}
          data-testid={`palette-context-${chip.key}`}
          className="whitespace-nowrap rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 text-[11px] text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {chip.text}
        </li>
      ))}
    </ul>
  );
}
