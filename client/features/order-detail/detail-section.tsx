import type { ReactNode } from 'react';

/** One card of the order detail: a titled region, so screen readers and the heading keys list it. */
export function DetailSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A term and its value in a section's description list; '—' when there is no value. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500 text-xs dark:text-slate-400">{label}</dt>
      <dd className="break-words text-slate-900 text-sm dark:text-slate-100">{children ?? '—'}</dd>
    </div>
  );
}
