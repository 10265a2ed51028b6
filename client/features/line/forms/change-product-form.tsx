import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormNote } from '../../../ui/form/form-note';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormSelectField } from '../../../ui/form/form-select-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { formatEuros } from '../../../ui/format';
import { ChangeProductMutation, CompatibleMainProductsQuery } from '../line-documents';
import { changeProductFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { useLineQuery } from '../use-line-query';
import { LineForm, type LineFormProps } from './line-form';
import { QueryState } from './query-state';
import { useLineFormSubmit } from './use-line-form-submit';

/** Tariff change: one of the compatible main products, now or at the end of the billing cycle. */
export function ChangeProductForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t, i18n } = useTranslation('line');
  const products = useLineQuery(CompatibleMainProductsQuery, {
    subscriptionId: line.subscriptionId,
    fiscalId: line.fiscalId,
  });
  const form = useZodForm(changeProductFormSchema, { defaultValues: { productId: '', when: 'cycleEnd' } });
  const submit = useLineFormSubmit(
    form,
    (data) =>
      runGatewayMutation(ChangeProductMutation, {
        subscriptionId: line.subscriptionId,
        lineNumber: line.lineNumber,
        productId: data.productId,
        family: line.family,
        fiscalId: line.fiscalId,
        executeNow: data.when === 'now',
      }),
    onDone,
  );
  const options = (products.data?.compatibleMainProducts ?? [])
    .filter((product) => product.id !== line.productId)
    .map((product) => ({
      value: product.id,
      label: `${product.name} · ${formatEuros(product.price, i18n.language)}`,
    }));
  return (
    <LineForm
      control={form.control}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('line.changeProduct.submit')}
    >
      <p className="text-slate-600 text-sm dark:text-slate-300">
        {t('line.changeProduct.current', { product: line.productName })}
      </p>
      {products.status === 'ready' ? (
        options.length > 0 ? (
          <FormSelectField
            control={form.control}
            name="productId"
            label={t('line.changeProduct.product')}
            options={options}
            placeholder={t('line.form.choose')}
            autoFocus
          />
        ) : (
          <FormNote>{t('line.changeProduct.none')}</FormNote>
        )
      ) : (
        <QueryState status={products.status} errorCode={products.errorCode} retry={products.retry} />
      )}
      <FormRadioGroup
        control={form.control}
        name="when"
        legend={t('line.changeProduct.when')}
        options={[
          { value: 'now', label: t('line.changeProduct.now') },
          { value: 'cycleEnd', label: t('line.changeProduct.cycleEnd') },
        ]}
      />
    </LineForm>
  );
}
