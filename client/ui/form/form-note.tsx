import type { ReactNode } from 'react';

/** A note among a form's fields: what happens after, or a warning. */
export function FormNote({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <p
      role="note"
      className={`rounded-md border px-3 py-2 text-sm ${
        tone === 'warning'
          ? 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200'
          : 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300'
      }`}
    >
      {children}
    </p>
  );
}
