import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageBarChart } from '../../client/features/line/usage-bar-chart';
import { formatQuantity } from '../../client/ui/format';

const bars = [
  { label: '2026-03-01', value: 639 },
  { label: '2026-03-02', value: 500 },
];
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function renderChart(language: string) {
  return render(
    <UsageBarChart
      title="Voz"
      bars={bars}
      colorClass="fill-primary-500"
      tableLabel={{ day: 'Día', value: 'Consumo' }}
      language={language}
      formatValue={(value) => formatQuantity(value, 'minute', language)}
    />,
  );
}

describe('usage bar chart', () => {
  it("writes the total, the axis and the table in the language's number format", () => {
    const { container } = renderChart('es');
    expect(plain(container.querySelector('figcaption')?.textContent ?? null)).toContain('1139 min');
    const table = screen.getByRole('table');
    expect(plain(table.textContent)).toContain('01-03-26');
    expect(plain(table.textContent)).toContain('639 min');
    const english = renderChart('en');
    expect(plain(english.container.querySelector('figcaption')?.textContent ?? null)).toContain('1,139 mins');
  });

  it('draws its axis labels as page text (12 px, themed), not as stretched SVG text', () => {
    const { container } = renderChart('br');
    expect(container.querySelector('svg text')).toBeNull();
    const axes = [...container.querySelectorAll('[aria-hidden="true"]')];
    expect(axes.length).toBe(2);
    for (const axis of axes) {
      expect(axis.className).toContain('text-xs');
      expect(axis.className).toContain('dark:text-slate-300');
    }
    expect(axes[0]?.textContent).toBe('6390');
    expect(axes[1]?.textContent).toBe('01');
  });
});
