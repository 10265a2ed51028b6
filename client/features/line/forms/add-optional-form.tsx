import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormNote } from '../../../ui/form/form-note';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormSelectField } from '../../../ui/form/form-select-field';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { formatEuros } from '../../../ui/format';
import { AddOptionalProductMutation, CompatibleOptionalProductsQuery } from '../line-documents';
import { addOptionalFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { useLineQuery } from '../use-line-query';
import { LineForm, type LineFormProps } from './line-form';
import { QueryState } from './query-state';
import { useLineFormSubmit } from './use-line-form-submit';

/**
 * Add optional product: one of the compatible add-ons; a fixed add-on needs its fixed number, a mobile one a SIM
 * (ICC and service) or an eSIM with the e-mail its QR code goes to. A failed add says 'no connection to server'
 * (the required message), with the api's reason under it.
 */
export function AddOptionalForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t, i18n } = useTranslation(['line', 'errors']);
  const products = useLineQuery(CompatibleOptionalProductsQuery, {
    subscriptionId: line.subscriptionId,
    fiscalId: line.fiscalId,
  });
  const list = products.data?.compatibleOptionalProducts ?? [];
  const familyOf = (id: string) => list.find((product) => product.id === id)?.family ?? null;
  const form = useZodForm(addOptionalFormSchema(line, familyOf), {
    defaultValues: {
      productId: '',
      fixedNumber: '',
      simKind: 'sim',
      icc: '',
      iccService: 'VOICE_AND_DATA',
      eSimEmail: line.customer?.email ?? '',
    },
  });
  const submit = useLineFormSubmit(
    form,
    (data) => runGatewayMutation(AddOptionalProductMutation, data),
    onDone,
  );
  const [productId, simKind] = useWatch({ control: form.control, name: ['productId', 'simKind'] });
  const family = familyOf(productId);
  return (
    <LineForm
      control={form.control}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('line.addOptional.submit')}
      describeError={(code) =>
        `${t('line.addOptional.noConnection')} (${t(`errors.${code}`, { defaultValue: code })})`
      }
    >
      {products.status === 'ready' ? (
        list.length > 0 ? (
          <FormSelectField
            control={form.control}
            name="productId"
            label={t('line.addOptional.product')}
            options={list.map((product) => ({
              value: product.id,
              label: `${product.name} · ${formatEuros(product.price, i18n.language)}`,
            }))}
            placeholder={t('line.form.choose')}
            autoFocus
          />
        ) : (
          <FormNote>{t('line.addOptional.none')}</FormNote>
        )
      ) : (
        <QueryState status={products.status} errorCode={products.errorCode} retry={products.retry} />
      )}
      {family === 'FIXED' ? (
        <FormTextField
          control={form.control}
          name="fixedNumber"
          label={t('line.addOptional.fixedNumber')}
          inputMode="numeric"
        />
      ) : null}
      {family === 'MOBILE' ? (
        <>
          <FormRadioGroup
            control={form.control}
            name="simKind"
            legend={t('line.addOptional.simKind')}
            options={[
              { value: 'sim', label: t('line.addOptional.sim') },
              { value: 'esim', label: t('line.addOptional.esim') },
            ]}
          />
          {simKind === 'sim' ? (
            <>
              <FormTextField
                control={form.control}
                name="icc"
                label={t('line.sim.icc')}
                inputMode="numeric"
              />
              <FormRadioGroup
                control={form.control}
                name="iccService"
                legend={t('line.addOptional.iccService')}
                options={[
                  { value: 'VOICE_AND_DATA', label: t('line.addOptional.voiceAndData') },
                  { value: 'DATA', label: t('line.addOptional.data') },
                ]}
              />
            </>
          ) : (
            <FormTextField
              control={form.control}
              name="eSimEmail"
              label={t('line.addOptional.eSimEmail')}
              type="email"
            />
          )}
        </>
      ) : null}
    </LineForm>
  );
}
