import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorCode } from '../../../actions/action-error-code';
import type { FieldErrors, FieldMessage } from '../field-errors';
import { reloadLine } from '../line-store';

/** What every line action form receives from the form dialog. */
export type LineFormProps<Line> = { line: Line; onDone: () => void; onCancel: () => void };

const inputClass =
  'h-9 w-full rounded-md border bg-white px-2.5 text-slate-900 text-sm placeholder:text-slate-400 focus:outline-2 focus:outline-primary-500 dark:bg-slate-950 dark:text-slate-100';

function MessageText({ id, message }: { id: string; message: FieldMessage | undefined }) {
  const { t } = useTranslation(['line', 'validation', 'domain']);
  if (!message) return null;
  return (
    <p id={id} className="text-red-600 text-xs dark:text-red-400">
      {t(message.key, message.values ?? {})}
    </p>
  );
}

/** A labelled text input with its message wired through aria-describedby. */
export function LineTextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoFocus = false,
  autoComplete = 'off',
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage | undefined;
  hint?: string;
  type?: 'text' | 'password' | 'email';
  autoFocus?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email';
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-slate-700 text-xs dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        data-autofocus={autoFocus || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={`${inputClass} ${error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'}`}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-slate-500 text-xs dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <MessageText id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled native select (keyboard friendly, no popover). */
export function LineSelectField({
  label,
  value,
  onChange,
  options,
  error,
  placeholder,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: FieldMessage | undefined;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // A select whose options were still loading when the dialog opened missed the dialog's initial focus.
  useEffect(() => {
    if (autoFocus) select.current?.focus();
  }, [autoFocus]);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-slate-700 text-xs dark:text-slate-200">
        {label}
      </label>
      <select
        ref={select}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-autofocus={autoFocus || undefined}
        className={`${inputClass} ${error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'}`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <MessageText id={`${id}-error`} message={error} />
    </div>
  );
}

/** A group of radio buttons with a legend. */
export function LineRadioGroup({
  legend,
  name,
  value,
  onChange,
  options,
  error,
  autoFocus = false,
}: {
  legend: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: FieldMessage | undefined;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-slate-700 text-xs dark:text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex items-center gap-1.5 text-slate-700 text-sm dark:text-slate-200"
          >
            <input
              type="radio"
              name={`${name}-${id}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              data-autofocus={(autoFocus && index === 0) || undefined}
              className="accent-primary-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <MessageText id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** A note above the buttons (what happens after, warnings). */
export function LineFormNote({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'warning';
}) {
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

/**
 * Submitting a line form: validate first (nothing is sent while a field is wrong), then the call, then the line is
 * read again so the view shows the new state, then the form closes. A refused call keeps the form open with the
 * translated error code.
 */
export function useLineFormSubmit(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async <Data,>(
    parse: () => { data: Data; errors: null } | { data: null; errors: FieldErrors },
    call: (data: Data) => Promise<unknown>,
  ) => {
    if (busy) return;
    const parsed = parse();
    setErrors(parsed.errors ?? {});
    if (parsed.errors) return;
    setBusy(true);
    setErrorCode(null);
    try {
      await call(parsed.data);
    } catch (error) {
      setErrorCode(actionErrorCode(error));
      setBusy(false);
      return;
    }
    await reloadLine();
    setBusy(false);
    onDone();
  };
  return { busy, errorCode, errors, setErrors, submit };
}

/** The form element with the error alert and the Cancel / submit buttons. */
export function LineForm({
  onSubmit,
  onCancel,
  busy,
  errorCode,
  errorText,
  submitLabel,
  danger = false,
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  errorCode: string | null;
  /** Replaces the translated error code (e.g. add optional product: 'no connection to server'). */
  errorText?: (code: string) => string;
  submitLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(['line', 'errors']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const message = errorCode
    ? (errorText?.(errorCode) ?? (t(`errors.${errorCode}`, { defaultValue: '' }) || t('errors.generic')))
    : null;
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3">
      {children}
      {message ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-700 text-sm dark:border-red-800 dark:bg-red-950 dark:text-red-300"
        >
          {message}
        </div>
      ) : null}
      <div className="flex justify-end gap-2 pt-1">
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('line.form.cancel')}
        </button>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={`flex items-center gap-2 rounded-md px-3 py-1.5 font-medium text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50 ${
            danger
              ? 'bg-red-600 hover:bg-red-700 focus-visible:outline-red-500'
              : 'bg-primary-600 hover:bg-primary-700 focus-visible:outline-primary-500 dark:bg-primary-500 dark:hover:bg-primary-600'
          }`}
        >
          {busy ? (
            <span
              aria-hidden="true"
              className="size-3.5 animate-spin rounded-full border-2 border-white border-t-transparent"
            />
          ) : null}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
