import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon';
import { TextField } from '../../ui/text-field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: string;
  error?: string | undefined;
};

/**
 * Password input with a show/hide toggle. The toggle's name is its text content (not aria-label) so that a
 * label lookup for the password field finds only the input.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
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
