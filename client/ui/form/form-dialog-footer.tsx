import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { Button } from '../button';
import { FormSubmitButton } from './form-submit-button';

/** Cancel and submit at the bottom right of a dialog's form; Cancel waits while the submit runs. */
export function FormDialogFooter<Values extends FieldValues, Output>({
  control,
  cancelLabel,
  onCancel,
  submitLabel,
  danger = false,
}: {
  control: Control<Values, unknown, Output>;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit does something that cannot be undone. */
  danger?: boolean;
}) {
  const { isSubmitting } = useFormState({ control });
  return (
    <div className="flex justify-end gap-2 pt-1">
      <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
      <FormSubmitButton control={control} variant={danger ? 'danger' : 'primary'}>
        {submitLabel}
      </FormSubmitButton>
    </div>
  );
}
