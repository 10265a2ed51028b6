import type { ReactNode } from 'react';

/** The red note of a confirmation that cannot be undone (what is lost for good). */
export function IrreversibleNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="note"
      className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      {children}
    </p>
  );
}
