import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
/** `sm` in dialogs and toolbars, `lg` on pages and the login screen. */
export type ButtonSize = 'sm' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 font-medium text-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50';

const SIZES: Record<ButtonSize, string> = {
  sm: 'rounded-md px-3 py-1.5',
  lg: 'h-11 rounded-lg px-4',
};

const VARIANTS: Record<ButtonVariant, string> = {
  // White on primary-600 or lighter is under 4.5:1 (WCAG AA for its 14 px text); primary-700 reads 5.2:1.
  primary:
    'bg-primary-700 text-white hover:bg-primary-800 focus-visible:outline-primary-500 dark:bg-primary-700 dark:hover:bg-primary-600',
  secondary:
    'border border-slate-300 text-slate-700 hover:bg-slate-50 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
  // White on red-500 reads 3.8:1: the dark theme keeps red-700 (6.5:1) and lightens only to red-600 (4.8:1) on hover.
  danger:
    'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-500 dark:bg-red-700 dark:hover:bg-red-600',
};

const SPINNER: Record<ButtonSize, string> = { sm: 'size-3.5', lg: 'size-4' };

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Working: disabled, aria-busy and a spinner; the button keeps its name. */
  pending?: boolean;
  fullWidth?: boolean;
};

/** The one button of the console: primary, secondary (Cancel) or danger (irreversible), in two sizes. */
export function Button({
  variant = 'primary',
  size = 'sm',
  pending = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...button
}: ButtonProps) {
  const spinnerColour = variant === 'secondary' ? 'border-current' : 'border-white';
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`${BASE} ${SIZES[size]} ${VARIANTS[variant]} ${fullWidth ? 'w-full' : ''} ${className ?? ''}`}
      {...button}
    >
      {pending ? (
        <span
          aria-hidden="true"
          className={`${SPINNER[size]} animate-spin rounded-full border-2 ${spinnerColour} border-t-transparent`}
        />
      ) : null}
      {children}
    </button>
  );
}
