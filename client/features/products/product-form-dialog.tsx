import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PRODUCT_FAMILIES, type ProductFamily } from '../../../schema/domain/vocabulary/product';
import { GraphqlOperationError, runOperation } from '../../session/graphql-client';
import { FormAlert } from '../../ui/form-alert';
import { centsToEuroText } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { TextField } from '../../ui/text-field';
import { CreateProductMutation, UpdateProductMutation } from './product-documents';
import { closeProductForm, productFormStore } from './product-form-store';
import { type ProductFormErrors, type ProductFormValues, validateProductForm } from './product-form-values';
import type { ProductRow } from './product-row';

export const PRODUCTS_QUEUE_ID = 'products';

function valuesOf(product: ProductRow | null, language: string): ProductFormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      family: 'MOBILE',
      subfamily: '',
      priceWithoutTax: '',
      providerPriceWithoutTax: '',
      promotions: [],
      display: true,
      maxAdditionalLines: '0',
      cumulativeGb: false,
    };
  }
  return {
    name: product.name,
    description: product.description ?? '',
    family: product.family,
    subfamily: product.subfamily ?? '',
    priceWithoutTax: centsToEuroText(product.priceWithoutTax, language),
    providerPriceWithoutTax:
      product.providerPriceWithoutTax === null
        ? ''
        : centsToEuroText(product.providerPriceWithoutTax, language),
    promotions: product.promotions.map((promotion) => ({
      name: promotion.name,
      discount: centsToEuroText(promotion.discount, language),
      months: String(promotion.months),
    })),
    display: product.display,
    maxAdditionalLines: String(product.maxAdditionalLines),
    cumulativeGb: product.cumulativeGb,
  };
}

const smallButton =
  'rounded-md border border-slate-300 px-2 py-1 text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

/** The create/edit product dialog; rendered once by the products page, opened through `openProductForm`. */
export function ProductFormDialog() {
  const { t, i18n } = useTranslation(['catalogue', 'domain', 'validation', 'errors']);
  const { open, product } = useSnapshot(productFormStore);
  const [values, setValues] = useState<ProductFormValues>(() => valuesOf(null, i18n.language));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const familyId = useId();
  const productId = product?.id ?? null;

  // The language is read once when the form opens: switching it must not wipe what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language is left out on purpose.
  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(productFormStore.product, i18n.language));
    setErrors({});
    setFailure(null);
  }, [open]);

  const set = <Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setPromotion = (index: number, field: 'name' | 'discount' | 'months', value: string) =>
    setValues((current) => ({
      ...current,
      promotions: current.promotions.map((promotion, at) =>
        at === index ? { ...promotion, [field]: value } : promotion,
      ),
    }));
  const message = (field: string) => {
    const error = errors[field];
    return error ? t(error.key, error.values ?? {}) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateProductForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (productId)
        await runOperation(UpdateProductMutation, { id: productId, product: checked.input }, 'mutation');
      else await runOperation(CreateProductMutation, { product: checked.input }, 'mutation');
      showNotice(
        'success',
        t(productId ? 'catalogue.products.success.updated' : 'catalogue.products.success.created', {
          label: checked.input.name,
        }),
      );
      closeProductForm(true);
    } catch (error) {
      setFailure(`errors.${error instanceof GraphqlOperationError ? error.code : 'generic'}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => closeProductForm(false)} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:pt-16">
        <DialogPanel className="w-full max-w-2xl rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="font-semibold text-lg">
            {t(productId ? 'catalogue.products.form.titleEdit' : 'catalogue.products.form.titleNew')}
          </DialogTitle>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
            {failure ? <FormAlert message={t(failure, { defaultValue: t('errors.generic') })} /> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('catalogue.products.form.name')}
                value={values.name}
                onChange={(event) => set('name', event.target.value)}
                error={message('name')}
                autoFocus
              />
              <div className="space-y-1.5">
                <label
                  htmlFor={familyId}
                  className="block font-medium text-slate-700 text-sm dark:text-slate-200"
                >
                  {t('catalogue.products.form.family')}
                </label>
                <select
                  id={familyId}
                  value={values.family}
                  onChange={(event) => set('family', event.target.value as ProductFamily)}
                  className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:outline-2 focus:outline-primary-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
                >
                  {PRODUCT_FAMILIES.map((family) => (
                    <option key={family} value={family}>
                      {t(`domain.productFamily.${family}`)}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label={t('catalogue.products.form.subfamily')}
                value={values.subfamily}
                onChange={(event) => set('subfamily', event.target.value)}
                error={message('subfamily')}
              />
              <TextField
                label={t('catalogue.products.form.maxAdditionalLines')}
                inputMode="numeric"
                value={values.maxAdditionalLines}
                onChange={(event) => set('maxAdditionalLines', event.target.value)}
                error={message('maxAdditionalLines')}
              />
              <TextField
                label={t('catalogue.products.form.priceWithoutTax')}
                inputMode="decimal"
                value={values.priceWithoutTax}
                onChange={(event) => set('priceWithoutTax', event.target.value)}
                error={message('priceWithoutTax')}
              />
              <TextField
                label={t('catalogue.products.form.providerPriceWithoutTax')}
                inputMode="decimal"
                value={values.providerPriceWithoutTax}
                onChange={(event) => set('providerPriceWithoutTax', event.target.value)}
                error={message('providerPriceWithoutTax')}
              />
            </div>
            <TextField
              label={t('catalogue.products.form.description')}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              error={message('description')}
            />
            <div className="flex flex-wrap gap-6 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={values.display}
                  onChange={(event) => set('display', event.target.checked)}
                  className="size-4 accent-primary-600"
                />
                {t('catalogue.products.form.display')}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={values.cumulativeGb}
                  onChange={(event) => set('cumulativeGb', event.target.checked)}
                  className="size-4 accent-primary-600"
                />
                {t('catalogue.products.form.cumulativeGb')}
              </label>
            </div>
            <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
              <legend className="px-1 font-medium text-sm">{t('catalogue.products.form.promotions')}</legend>
              {message('promotions') ? (
                <p className="text-red-600 text-sm dark:text-red-400">{message('promotions')}</p>
              ) : null}
              {values.promotions.map((promotion, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: promotions have no id; their position is their identity.
                <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_6rem_auto]">
                  <TextField
                    label={t('catalogue.products.form.promotionName', { number: index + 1 })}
                    value={promotion.name}
                    onChange={(event) => setPromotion(index, 'name', event.target.value)}
                    error={message(`promotions.${index}.name`)}
                  />
                  <TextField
                    label={t('catalogue.products.form.promotionDiscount')}
                    inputMode="decimal"
                    value={promotion.discount}
                    onChange={(event) => setPromotion(index, 'discount', event.target.value)}
                    error={message(`promotions.${index}.discount`)}
                  />
                  <TextField
                    label={t('catalogue.products.form.promotionMonths')}
                    inputMode="numeric"
                    value={promotion.months}
                    onChange={(event) => setPromotion(index, 'months', event.target.value)}
                    error={message(`promotions.${index}.months`)}
                  />
                  <button
                    type="button"
                    className={`${smallButton} mb-1.5`}
                    onClick={() =>
                      setValues((current) => ({
                        ...current,
                        promotions: current.promotions.filter((_, at) => at !== index),
                      }))
                    }
                  >
                    {t('catalogue.products.form.removePromotion')}
                  </button>
                </div>
              ))}
              <button
                type="button"
                className={smallButton}
                onClick={() =>
                  setValues((current) => ({
                    ...current,
                    promotions: [...current.promotions, { name: '', discount: '', months: '' }],
                  }))
                }
              >
                {t('catalogue.products.form.addPromotion')}
              </button>
            </fieldset>
            <p className="text-slate-500 text-xs dark:text-slate-400">
              {t('catalogue.products.form.taxNote')}
            </p>
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={() => closeProductForm(false)}
                className="h-10 rounded-lg border border-slate-300 px-4 font-medium text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {t('catalogue.form.cancel')}
              </button>
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy || undefined}
                className="h-10 rounded-lg bg-primary-600 px-4 font-semibold text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 disabled:opacity-70 dark:bg-primary-500 dark:hover:bg-primary-600"
              >
                {t('catalogue.form.save')}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
