import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormNote } from '../../../ui/form/form-note';
import { FormSelectField } from '../../../ui/form/form-select-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { PackableSubscriptionsQuery, PackMutation } from '../line-documents';
import { packFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { useLineQuery } from '../use-line-query';
import { LineForm, type LineFormProps } from './line-form';
import { QueryState } from './query-state';
import { useLineFormSubmit } from './use-line-form-submit';

/** Pack: a fibre line heads the pack, the mobile or convergent line joins it; the other is one of the packable. */
export function PackForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation(['line', 'domain']);
  const packable = useLineQuery(PackableSubscriptionsQuery, {
    subscriptionId: line.subscriptionId,
    fiscalId: line.fiscalId,
  });
  const headerIsThis = line.family === 'FIBRE';
  const form = useZodForm(packFormSchema, { defaultValues: { partnerId: '' } });
  const submit = useLineFormSubmit(
    form,
    (data) =>
      runGatewayMutation(PackMutation, {
        headerSubscriptionId: headerIsThis ? line.subscriptionId : data.partnerId,
        convergentSubscriptionId: headerIsThis ? data.partnerId : line.subscriptionId,
        fiscalId: line.fiscalId,
      }),
    onDone,
  );
  const options = (packable.data?.packableSubscriptions ?? [])
    .filter((other) => other.subscriptionId !== line.subscriptionId)
    .map((other) => ({
      value: other.subscriptionId,
      label: `${other.lineNumber} · ${t(`domain.productFamily.${other.family}`)} · ${other.productName}`,
    }));
  return (
    <LineForm
      control={form.control}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('line.pack.submit')}
    >
      {packable.status !== 'ready' ? (
        <QueryState status={packable.status} errorCode={packable.errorCode} retry={packable.retry} />
      ) : options.length === 0 ? (
        <FormNote>{t('line.pack.none')}</FormNote>
      ) : (
        <FormSelectField
          control={form.control}
          name="partnerId"
          label={t('line.pack.partner')}
          options={options}
          placeholder={t('line.form.choose')}
          autoFocus
        />
      )}
    </LineForm>
  );
}
