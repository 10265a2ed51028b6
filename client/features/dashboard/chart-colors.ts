import type { Theme } from '../../theme/theme-store';

export type ChartColors = { line: string; fill: string; axis: string; grid: string; secondLine: string };

/**
 * The charts' colours for a theme, from the console's Tailwind tokens (a canvas cannot read CSS classes): the
 * primary colour for the series, slate for axes and grid, lighter shades on the dark background.
 */
export function chartColors(theme: Theme): ChartColors {
  const token = (name: string, fallback: string) =>
    getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
  return theme === 'dark'
    ? {
        line: token('--color-primary-400', '#fb923c'),
        fill: 'rgba(251, 146, 60, 0.18)',
        secondLine: token('--color-secondary-300', '#8eb4fc'),
        axis: token('--color-slate-300', '#cbd5e1'),
        grid: 'rgba(148, 163, 184, 0.2)',
      }
    : {
        line: token('--color-primary-600', '#ea580c'),
        fill: 'rgba(249, 115, 22, 0.14)',
        secondLine: token('--color-secondary-600', '#1f44e6'),
        axis: token('--color-slate-600', '#475569'),
        grid: 'rgba(100, 116, 139, 0.18)',
      };
}
