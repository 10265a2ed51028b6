import type { ReactNode } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { Button, type ButtonSize, type ButtonVariant } from '../button';

/** The submit button of a form: pending (disabled, aria-busy, spinner) while the form's submit runs. */
export function FormSubmitButton<Values extends FieldValues, Output>({
  control,
  variant = 'primary',
  size = 'sm',
  fullWidth = false,
  children,
}: {
  control: Control<Values, unknown, Output>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState({ control });
  return (
    <Button type="submit" variant={variant} size={size} fullWidth={fullWidth} pending={isSubmitting}>
      {children}
    </Button>
  );
}
