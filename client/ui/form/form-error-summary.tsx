import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import type { FieldDensity } from './field-density';

const ALERT_CLASS: Record<FieldDensity, string> = {
  compact:
    'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-700 text-sm dark:border-red-800 dark:bg-red-950 dark:text-red-300',
  regular:
    'rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-700 text-sm dark:border-red-800 dark:bg-red-950 dark:text-red-300',
};

import { useTranslation } from 'react-i18next';

/**
 * The form's alert: the refused call's message translated (`errors.<CODE>`, or another key the form set; the generic
 * error for one the catalogue does not know), announced as an alert. `describe` words it the form's own way from
 * the code.
 */
export function FormErrorSummary<Values extends FieldValues, Output>({
  control,
  describe,
  density = 'compact',
}: {
  control: Control<Values, unknown, Output>;
  describe?: ((code: string) => string) | undefined;
  density?: FieldDensity;
}) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control });
  const server = errors.root?.server;
  if (!server) return null;
  const code = typeof server.type === 'string' ? server.type : 'INTERNAL';
  const message =
    describe?.(code) ?? (t(server.message ?? `errors.${code}`, { defaultValue: '' }) || t('errors.generic'));
  return (
    <div role="alert" className={ALERT_CLASS[density]}>
      {message}
    </div>
  );
}
