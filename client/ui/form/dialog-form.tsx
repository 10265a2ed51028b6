import type { FormEvent, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { FormDialogFooter } from './form-dialog-footer';
import { FormErrorSummary } from './form-error-summary';

/** The form of a dialog: its fields, the refused call's alert, and Cancel / submit at the bottom. */
export function DialogForm<Values extends FieldValues, Output>({
  control,
  onSubmit,
  onCancel,
  cancelLabel,
  submitLabel,
  danger = false,
  children,
}: {
  control: Control<Values, unknown, Output>;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
      <FormErrorSummary control={control} />
      {children}
      <FormDialogFooter
        control={control}
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        submitLabel={submitLabel}
        danger={danger}
      />
    </form>
  );
}
