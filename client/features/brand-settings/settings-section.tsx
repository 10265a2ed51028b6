import { type ReactNode, useId } from 'react';

/** One card of a settings tab: a heading, an optional line under it, and its fields. */
export function SettingsSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string | undefined;
  /** Buttons beside the heading (send a verification e-mail). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={id} className="font-semibold text-slate-900 dark:text-slate-50">
            {title}
          </h2>
          {description ? (
            <p className="mt-0.5 text-slate-600 text-sm dark:text-slate-300">{description}</p>
          ) : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Fields side by side on wide screens, one under the other on narrow ones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>;
}
