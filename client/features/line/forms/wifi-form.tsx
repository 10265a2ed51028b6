import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { parseForm } from '../field-errors';
import { ChangeWifiMutation } from '../line-documents';
import { wifiFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import { LineForm, type LineFormProps, LineTextField, useLineFormSubmit } from './line-form-parts';

/** Wifi change: network name (1-32 characters) and WPA2 password (8-63), printable ASCII. */
export function WifiForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const [ssid, setSsid] = useState(line.services?.wifiSsid ?? '');
  const [password, setPassword] = useState('');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.form.save')}
      onSubmit={() =>
        submit(
          () => parseForm(wifiFormSchema, { ssid, password }),
          (data) => runGatewayMutation(ChangeWifiMutation, { subscriptionId: line.subscriptionId, ...data }),
        )
      }
    >
      <LineTextField
        label={t('line.wifi.ssid')}
        value={ssid}
        onChange={setSsid}
        error={errors.ssid}
        autoFocus
      />
      <LineTextField
        label={t('line.wifi.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
    </LineForm>
  );
}
