import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { formatEuros } from '../../../ui/format';
import { parseForm } from '../field-errors';
import { ChangeProductMutation, CompatibleMainProductsQuery } from '../line-documents';
import { changeProductFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import { useLineQuery } from '../use-line-query';
import {
  LineForm,
  LineFormNote,
  type LineFormProps,
  LineRadioGroup,
  LineSelectField,
  useLineFormSubmit,
} from './line-form-parts';
import { QueryState } from './query-state';

/** Tariff change: one of the compatible main products, now or at the end of the billing cycle. */
export function ChangeProductForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t, i18n } = useTranslation('line');
  const products = useLineQuery(CompatibleMainProductsQuery, {
    subscriptionId: line.subscriptionId,
    fiscalId: line.fiscalId,
  });
  const [productId, setProductId] = useState('');
  const [when, setWhen] = useState('cycleEnd');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
  const options = (products.data?.compatibleMainProducts ?? [])
    .filter((product) => product.id !== line.productId)
    .map((product) => ({
      value: product.id,
      label: `${product.name} · ${formatEuros(product.price, i18n.language)}`,
    }));
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.changeProduct.submit')}
      onSubmit={() =>
        submit(
          () => parseForm(changeProductFormSchema, { productId, when }),
          (data) =>
            runGatewayMutation(ChangeProductMutation, {
              subscriptionId: line.subscriptionId,
              lineNumber: line.lineNumber,
              productId: data.productId,
              family: line.family,
              fiscalId: line.fiscalId,
              executeNow: data.when === 'now',
            }),
        )
      }
    >
      <p className="text-slate-600 text-sm dark:text-slate-300">
        {t('line.changeProduct.current', { product: line.productName })}
      </p>
      {products.status === 'ready' ? (
        options.length > 0 ? (
          <LineSelectField
            label={t('line.changeProduct.product')}
            value={productId}
            onChange={setProductId}
            options={options}
            placeholder={t('line.form.choose')}
            error={errors.productId}
            autoFocus
          />
        ) : (
          <LineFormNote>{t('line.changeProduct.none')}</LineFormNote>
        )
      ) : (
        <QueryState status={products.status} errorCode={products.errorCode} retry={products.retry} />
      )}
      <LineRadioGroup
        legend={t('line.changeProduct.when')}
        name="change-product-when"
        value={when}
        onChange={setWhen}
        options={[
          { value: 'now', label: t('line.changeProduct.now') },
          { value: 'cycleEnd', label: t('line.changeProduct.cycleEnd') },
        ]}
        error={errors.when}
      />
    </LineForm>
  );
}
