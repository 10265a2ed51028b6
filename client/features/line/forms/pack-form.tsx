import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { parseForm } from '../field-errors';
import { PackableSubscriptionsQuery, PackMutation } from '../line-documents';
import { packFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import { useLineQuery } from '../use-line-query';
import {
  LineForm,
  LineFormNote,
  type LineFormProps,
  LineSelectField,
  useLineFormSubmit,
} from './line-form-parts';
import { QueryState } from './query-state';

/** Pack: a fibre line heads the pack, the mobile or convergent line joins it; the other is one of the packable. */
export function PackForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation(['line', 'domain']);
  const packable = useLineQuery(PackableSubscriptionsQuery, {
    subscriptionId: line.subscriptionId,
    fiscalId: line.fiscalId,
  });
  const [partnerId, setPartnerId] = useState('');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
  const options = (packable.data?.packableSubscriptions ?? [])
    .filter((other) => other.subscriptionId !== line.subscriptionId)
    .map((other) => ({
      value: other.subscriptionId,
      label: `${other.lineNumber} · ${t(`domain.productFamily.${other.family}`)} · ${other.productName}`,
    }));
  const headerIsThis = line.family === 'FIBRE';
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.pack.submit')}
      onSubmit={() =>
        submit(
          () => parseForm(packFormSchema, { partnerId }),
          (data) =>
            runGatewayMutation(PackMutation, {
              headerSubscriptionId: headerIsThis ? line.subscriptionId : data.partnerId,
              convergentSubscriptionId: headerIsThis ? data.partnerId : line.subscriptionId,
              fiscalId: line.fiscalId,
            }),
        )
      }
    >
      {packable.status !== 'ready' ? (
        <QueryState status={packable.status} errorCode={packable.errorCode} retry={packable.retry} />
      ) : options.length === 0 ? (
        <LineFormNote>{t('line.pack.none')}</LineFormNote>
      ) : (
        <LineSelectField
          label={t('line.pack.partner')}
          value={partnerId}
          onChange={setPartnerId}
          options={options}
          placeholder={t('line.form.choose')}
          error={errors.partnerId}
          autoFocus
        />
      )}
    </LineForm>
  );
}
