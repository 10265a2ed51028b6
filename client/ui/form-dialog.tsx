import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const;

/**
 * The modal a form opens in: title, an optional subtitle (what it acts on), and the form as its body. Escape or a
 * click outside closes it unchanged; the first field (or the one marked `data-autofocus`) takes the focus. An
 * `irreversible` one (a confirmation that cannot be undone) is marked in red at its top.
 */
export function FormDialog({
  open,
  onClose,
  title,
  subtitle,
  width = 'md',
  irreversible = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  width?: keyof typeof WIDTHS;
  irreversible?: boolean;
  children: ReactNode;
}) {
  return (
    // The dialog element covers the viewport (not a zero-size wrapper), so it is "visible" to tests and tools.
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]">
        {open ? (
          <DialogPanel
            data-irreversible={irreversible || undefined}
            className={`w-full rounded-xl bg-white p-5 shadow-2xl dark:bg-slate-900 ${WIDTHS[width]} ${
              irreversible ? 'border-red-600 border-t-4' : ''
            }`}
          >
            <DialogTitle className="font-semibold text-base text-slate-900 dark:text-white">
              {title}
            </DialogTitle>
            {subtitle ? (
              <p className="mt-0.5 font-mono text-slate-500 text-xs dark:text-slate-400">{subtitle}</p>
            ) : null}
            {children}
          </DialogPanel>
        ) : null}
      </div>
    </Dialog>
  );
}
