import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Already translated message; marks the input invalid and describes it. */
  error?: string | undefined;
  /** A control drawn inside the input's right edge (e.g. show/hide password). */
  trailing?: (inputId: string) => ReactNode;
  id?: string;
};

/** Labelled input with its validation message wired through aria-describedby. */
export function TextField({ label, error, trailing, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block font-medium text-slate-700 text-sm dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-11 w-full rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-primary-500 dark:bg-slate-950 dark:text-slate-100 ${
            error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
          } ${trailing ? 'pr-11' : ''} ${className ?? ''}`}
          {...input}
        />
        {trailing?.(inputId)}
      </div>
      {error ? (
        <p id={errorId} className="text-red-600 text-sm dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
