import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ChangeWifiMutation } from '../line-documents';
import { wifiFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { LineForm, type LineFormProps } from './line-form';
import { useLineFormSubmit } from './use-line-form-submit';

/** Wifi change: network name (1-32 characters) and WPA2 password (8-63), printable ASCII. */
export function WifiForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const form = useZodForm(wifiFormSchema, {
    defaultValues: { ssid: line.services.wifiSsid ?? '', password: '' },
  });
  const submit = useLineFormSubmit(
    form,
    (data) => runGatewayMutation(ChangeWifiMutation, { subscriptionId: line.subscriptionId, ...data }),
    onDone,
  );
  return (
    <LineForm control={form.control} onSubmit={submit} onCancel={onCancel} submitLabel={t('line.form.save')}>
      <FormTextField control={form.control} name="ssid" label={t('line.wifi.ssid')} autoFocus />
      <FormTextField
        control={form.control}
        name="password"
        label={t('line.wifi.password')}
        type="password"
        autoComplete="new-password"
      />
    </LineForm>
  );
}
