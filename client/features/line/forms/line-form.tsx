import type { FormEvent, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialogFooter } from '../../../ui/form/form-dialog-footer';
import { FormErrorSummary } from '../../../ui/form/form-error-summary';

/** What every line action form receives from the form dialog. */
export type LineFormProps<Line> = { line: Line; onDone: () => void; onCancel: () => void };

/** A line action form: its fields, the refused call's alert, and Cancel / submit. */
export function LineForm<Values extends FieldValues, Output>({
  control,
  onSubmit,
  onCancel,
  submitLabel,
  describeError,
  danger = false,
  children,
}: {
  control: Control<Values, unknown, Output>;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  submitLabel: string;
  /** Words the alert from the api's code (e.g. add optional product: 'no connection to server'). */
  describeError?: (code: string) => string;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('line');
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      {children}
      <FormErrorSummary control={control} describe={describeError} />
      <FormDialogFooter
        control={control}
        cancelLabel={t('line.form.cancel')}
        onCancel={onCancel}
        submitLabel={submitLabel}
        danger={danger}
      />
    </form>
  );
}
