import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS } from '../../../schema/domain/vocabulary/dashboard';
import type { Command } from '../../palette/command';
import { registerCommands } from '../../palette/command-registry';
import { afterPaletteClosed } from '../../palette/palette-store';
import { DASHBOARD_CARDS, dashboardCardElementId } from './dashboard-cards';
import { dashboardHref } from './dashboard-period';

const onDashboard = (context: { route: { id: string | null } }) => context.route.id === 'dashboard';

/**
 * The palette's "Go to dashboard card: <name>" (focus on the card; Enter then opens its queue) and "Show the
 * dashboard for: <period>", on the dashboard only, renamed when the language changes.
 */
export function useDashboardCommands(): void {
  const { t, i18n } = useTranslation('dashboard');
  const translate = useRef(t);
  translate.current = t;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the language
  useEffect(() => {
    const name = (key: string) => translate.current(key);
    const cards: Command[] = DASHBOARD_CARDS.map((card) => {
      const cardName = name(`dashboard.card.${card.key}`);
      return {
        id: `dashboard.card.${card.key}`,
        title: 'dashboard.command.goToCard',
        titleValues: { name: cardName },
        group: 'dashboard.command.group',
        scope: 'page',
        keywords: [cardName, 'tarjeta', 'targeta', 'cartão', 'card', 'panel', 'dashboard'],
        isVisible: onDashboard,
        run: async (context) => {
          context.closePalette();
          await afterPaletteClosed();
          document.getElementById(dashboardCardElementId(card.key))?.focus();
        },
      };
    });
    const periods: Command[] = DASHBOARD_PERIODS.map((period) => {
      const periodName = name(`dashboard.period.${period}`);
      return {
        id: `dashboard.period.${period}`,
        title: 'dashboard.command.showPeriod',
        titleValues: { name: periodName },
        group: 'dashboard.command.group',
        scope: 'page',
        keywords: [periodName, 'periodo', 'període', 'período', 'period'],
        isVisible: onDashboard,
        run: (context) => context.navigate(dashboardHref(period)),
      };
    });
    return registerCommands([...cards, ...periods]);
  }, [i18n.language]);
}
