import type { ReactNode } from 'react';

/** A dense two-column list of labelled values. */
export function DetailList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-slate-500 text-xs dark:text-slate-400">{item.label}</dt>
          <dd className="truncate text-slate-900 dark:text-slate-100">{item.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of a tab with its heading: h2, the level under the page's h1 (axe's heading order). */
export function TabSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="font-semibold text-slate-700 text-xs uppercase tracking-wide dark:text-slate-300">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The empty state of a list in a tab. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="py-2 text-slate-500 text-sm dark:text-slate-400">{children}</p>;
}

/** A dense table: headers and rows of cells. */
export function DenseTable({
  headers,
  rows,
}: {
  headers: readonly string[];
  rows: readonly { id: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-500 text-xs dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-2.5 py-1.5 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.id} className="text-slate-800 dark:text-slate-200">
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional under their header.
                <td key={index} className="px-2.5 py-1.5">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
