import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The form's alert: the refused call's code translated (`errors.<CODE>`, the generic error for a code the catalogue
 * does not know), announced as an alert. `describe` words it the form's own way from the code.
 */
export function FormErrorSummary<Values extends FieldValues, Output>({
  control,
  describe,
}: {
  control: Control<Values, unknown, Output>;
  describe?: (code: string) => string;
}) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control });
  const server = errors.root?.server;
  if (!server) return null;
  const code = typeof server.type === 'string' ? server.type : 'INTERNAL';
  const message =
    describe?.(code) ?? (t(server.message ?? `errors.${code}`, { defaultValue: '' }) || t('errors.generic'));
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-700 text-sm dark:border-red-800 dark:bg-red-950 dark:text-red-300"
    >
      {message}
    </div>
  );
}
