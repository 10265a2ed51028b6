import { useId } from 'react';

export type UsageBar = { label: string; value: number };

const WIDTH = 640;
const HEIGHT = 140;
const AXIS = 28;

/**
 * A small SVG bar chart (no chart library): one bar per day, the largest value sets the scale. The figures are
 * also in a visually hidden table for screen readers.
 */
export function UsageBarChart({
  title,
  unit,
  bars,
  colorClass,
  tableLabel,
}: {
  title: string;
  unit: string;
  bars: readonly UsageBar[];
  colorClass: string;
  tableLabel: { day: string; value: string };
}) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = bars.length > 0 ? (WIDTH - AXIS) / bars.length : WIDTH;
  const barWidth = Math.max(2, slot * 0.7);
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  return (
    <figure className="space-y-1">
      <figcaption id={titleId} className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">{title}</span>
        <span className="text-slate-500 tabular-nums dark:text-slate-400">
          {total.toLocaleString()} {unit}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`}
        role="img"
        aria-labelledby={titleId}
        className="h-40 w-full text-slate-400 dark:text-slate-500"
        preserveAspectRatio="none"
      >
        <title>{title}</title>
        <line x1={AXIS} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="currentColor" strokeWidth="1" />
        <text x={AXIS - 4} y={10} textAnchor="end" fontSize="10" fill="currentColor">
          {max.toLocaleString()}
        </text>
        <text x={AXIS - 4} y={HEIGHT} textAnchor="end" fontSize="10" fill="currentColor">
          0
        </text>
        {bars.map((bar, index) => {
          const height = (bar.value / max) * (HEIGHT - 4);
          const x = AXIS + index * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.label}>
              <rect x={x} y={HEIGHT - height} width={barWidth} height={height} rx="1" className={colorClass}>
                <title>
                  {bar.label}: {bar.value.toLocaleString()} {unit}
                </title>
              </rect>
              {index % 5 === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT + 12}
                  textAnchor="middle"
                  fontSize="9"
                  fill="currentColor"
                >
                  {bar.label.slice(-2)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
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
              <td>{bar.label}</td>
              <td>
                {bar.value} {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
