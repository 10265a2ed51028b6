import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { parseForm } from '../field-errors';
import { ChangeLinePasswordMutation } from '../line-documents';
import { passwordFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import { LineForm, type LineFormProps, LineTextField, useLineFormSubmit } from './line-form-parts';

/** Line password change: the password rule of spec section 5, typed twice. */
export function PasswordForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.form.save')}
      onSubmit={() =>
        submit(
          () => parseForm(passwordFormSchema, { password, confirmPassword }),
          (data) =>
            runGatewayMutation(ChangeLinePasswordMutation, {
              subscriptionId: line.subscriptionId,
              password: data.password,
            }),
        )
      }
    >
      <LineTextField
        label={t('line.password.new')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoFocus
      />
      <LineTextField
        label={t('line.password.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={errors.confirmPassword}
      />
    </LineForm>
  );
}
