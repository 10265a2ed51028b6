import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useSnapshot } from 'valtio';
import { themeStore } from '../../theme/theme-store';
import { type ChartColors, chartColors } from './chart-colors';

export type UplotSeries = {
  label: string;
  values: readonly number[];
  color: keyof Pick<ChartColors, 'line' | 'secondLine'>;
};

export type UplotChartProps = {
  /** One label per point (the x axis), already in the interface language. */
  labels: readonly string[];
  /** What the points are (the legend's name of the x axis). */
  xLabel?: string;
  series: readonly UplotSeries[];
  height: number;
  /** A value as the interface language writes it (axis ticks and the legend). */
  formatValue: (value: number) => string;
  /** A bare line without axes, legend or cursor (the cards' trends). */
  sparkline?: boolean;
  /** Counts start the scale at zero; a base (live lines) is drawn around its own values. */
  zeroBased?: boolean;
};

const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 1_000_000,
];

function optionsFor(props: UplotChartProps, width: number, colors: ChartColors): uPlot.Options {
  const { labels, xLabel = '', series, height, formatValue, sparkline = false, zeroBased = false } = props;
  const labelOf = (index: number) => labels[Math.round(index)] ?? '';
  return {
    width,
    height,
    legend: { show: !sparkline },
    cursor: sparkline ? { show: false } : { points: { size: 6 } },
    scales: {
      x: { time: false },
      // A flat series (all zeros, or a base that did not move) is drawn as a line in the middle, not left out.
      y: {
        range: (_chart, min, max): uPlot.Range.MinMax => {
          if (!zeroBased) return min === max ? [min - 1, max + 1] : [min, max];
          // A little room under zero, so a line of zeros is not drawn on the canvas's edge.
          const top = Math.max(1, max);
          return [-top / 20, top];
        },
      },
    },
    axes: sparkline
      ? [{ show: false }, { show: false }]
      : [
          {
            stroke: colors.axis,
            grid: { stroke: colors.grid, width: 1 },
            ticks: { stroke: colors.grid, width: 1 },
            // Labels of dates are wide: a tick every 96 px at least.
            space: 96,
            // Whole points only: a label between two days would read as a day that does not exist.
            values: (_chart, splits) =>
              splits.map((split) => (Number.isInteger(split) ? labelOf(split) : '')),
          },
          {
            stroke: colors.axis,
            grid: { stroke: colors.grid, width: 1 },
            ticks: { stroke: colors.grid, width: 1 },
            size: 64,
            // Counts tick at whole numbers only.
            ...(zeroBased ? { incrs: WHOLE_STEPS } : {}),
            values: (_chart, splits) => splits.map((split) => (split < 0 ? '' : formatValue(split))),
          },
        ],
    series: [
      { label: xLabel, value: (_chart, index) => (index === null ? '' : labelOf(index)) },
      ...series.map((entry) => ({
        label: entry.label,
        stroke: colors[entry.color],
        fill: entry.color === 'line' ? colors.fill : undefined,
        width: sparkline ? 1.5 : 2,
        points: { show: !sparkline && labels.length <= 31 },
        value: (_chart: uPlot, value: number | null) => (value === null ? '' : formatValue(value)),
      })),
    ],
  };
}

/**
 * A uPlot line chart drawn on a canvas in the theme's colours, redrawn when the theme, the data or the language
 * changes and resized with its box. The canvas is hidden from assistive technology: every chart has its figures in
 * a table beside it (ChartDataTable).
 */
export default function UplotChart(props: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const { theme } = useSnapshot(themeStore);
  const { labels, xLabel, series, height, formatValue, sparkline, zeroBased } = props;
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const options = optionsFor(
      { labels, xLabel, series, height, formatValue, sparkline, zeroBased },
      target.clientWidth || 200,
      chartColors(theme),
    );
    const data: uPlot.AlignedData = [
      labels.map((_label, index) => index),
      ...series.map((entry) => [...entry.values]),
    ];
    const chart = new uPlot(options, data, target);
    const resize = new ResizeObserver(() => {
      if (target.clientWidth > 0) chart.setSize({ width: target.clientWidth, height });
    });
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [theme, labels, xLabel, series, height, formatValue, sparkline, zeroBased]);
  return <div ref={box} aria-hidden="true" data-chart="uplot" className="w-full" />;
}
