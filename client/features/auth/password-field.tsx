import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../ui/form/form-text-field';
import { Icon } from '../../ui/icon';

type PasswordFieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A password field of the login page's forms, with a show/hide toggle. The toggle's name is its text content (not
 * aria-label) so that a label lookup for the password field finds only the input.
 */
export function PasswordField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  autoComplete,
}: PasswordFieldProps<Values, Output>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      density="regular"
      trailing={(inputId) => (
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-slate-400 dark:hover:text-slate-100"
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
          <span className="sr-only">{t('showPassword')}</span>
        </button>
      )}
    />
  );
}
