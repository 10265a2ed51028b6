import { useId } from 'react';
import { formatCalendarDate, formatCount } from '../../ui/format';

export type UsageBar = { label: string; value: number };

const WIDTH = 640;
const HEIGHT = 140;
const DAY_LABEL_EVERY = 5;

const axisText = 'text-slate-600 text-xs tabular-nums dark:text-slate-300';

/**
 * A small SVG bar chart (no chart library): one bar per day (`label` is its YYYY-MM-DD date), the largest value
 * sets the scale. The SVG stretches to its box, so its text would stretch and shrink with it: the axis labels are
 * HTML beside and under it, at the page's text size and colours. The figures are also in a visually hidden table
 * for screen readers.
 */
export function UsageBarChart({
  title,
  bars,
  colorClass,
  tableLabel,
  language,
  formatValue,
}: {
  title: string;
  bars: readonly UsageBar[];
  colorClass: string;
  tableLabel: { day: string; value: string };
  language: string;
  /** A value with its unit in the interface language, e.g. "1139 min". */
  formatValue: (value: number) => string;
}) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = bars.length > 0 ? WIDTH / bars.length : WIDTH;
  const barWidth = Math.max(2, slot * 0.7);
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  return (
    <figure className="space-y-1">
      <figcaption id={titleId} className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">{title}</span>
        <span className="text-slate-600 tabular-nums dark:text-slate-300">{formatValue(total)}</span>
      </figcaption>
      <div className="flex gap-1.5">
        <div aria-hidden="true" className={`flex h-40 flex-col justify-between text-right ${axisText}`}>
          <span className="-translate-y-1/2">{formatCount(max, language)}</span>
          <span className="translate-y-1/2">{formatCount(0, language)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby={titleId}
            className="block h-40 w-full text-slate-400 dark:text-slate-500"
            preserveAspectRatio="none"
          >
            <title>{title}</title>
            {bars.map((bar, index) => {
              const height = (bar.value / max) * (HEIGHT - 4);
              return (
                <rect
                  key={bar.label}
                  x={index * slot + (slot - barWidth) / 2}
                  y={HEIGHT - height}
                  width={barWidth}
                  height={height}
                  rx="1"
                  className={colorClass}
                >
                  <title>{`${formatCalendarDate(bar.label)}: ${formatValue(bar.value)}`}</title>
                </rect>
              );
            })}
            <line
              x1={0}
              y1={HEIGHT}
              x2={WIDTH}
              y2={HEIGHT}
              stroke="currentColor"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <div aria-hidden="true" className={`relative mt-1 h-4 ${axisText}`}>
            {bars.map((bar, index) =>
              index % DAY_LABEL_EVERY === 0 ? (
                <span
                  key={bar.label}
                  className="absolute -translate-x-1/2"
                  style={{ left: `${((index + 0.5) / bars.length) * 100}%` }}
                >
                  {bar.label.slice(-2)}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{tableLabel.day}</th>
            <th scope="col">{tableLabel.value}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <td>{formatCalendarDate(bar.label)}</td>
              <td>{formatValue(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
