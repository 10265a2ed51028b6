import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PRODUCT_FAMILIES } from '../../../schema/domain/vocabulary/product';
import { runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import { DialogForm } from '../../ui/form/dialog-form';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormNote } from '../../ui/form/form-note';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFieldMessageText } from '../../ui/form/use-field-message-text';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { centsToEuroText } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { CreateProductMutation, UpdateProductMutation } from './product-documents';
import { closeProductForm, productFormStore } from './product-form-store';
import { type ProductFormValues, productFormSchema } from './product-form-values';
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

function ProductForm({ product }: { product: ProductRow | null }) {
  const { t, i18n } = useTranslation(['catalogue', 'domain', 'validation', 'errors']);
  // The language is read once when the form opens: switching it must not wipe what was typed.
  const form = useZodForm(productFormSchema, { defaultValues: valuesOf(product, i18n.language) });
  const { control } = form;
  const promotions = useFieldArray({ control, name: 'promotions' });
  const { errors } = useFormState({ control, name: 'promotions' });
  const promotionsError = useFieldMessageText()(
    errors.promotions?.message ?? errors.promotions?.root?.message,
  );
  const productId = product?.id ?? null;
  const submit = useFormSubmit(
    form,
    async (input) => {
      if (productId) await runOperation(UpdateProductMutation, { id: productId, product: input }, 'mutation');
      else await runOperation(CreateProductMutation, { product: input }, 'mutation');
      showNotice(
        'success',
        t(productId ? 'catalogue.products.success.updated' : 'catalogue.products.success.created', {
          label: input.name,
        }),
      );
    },
    () => closeProductForm(true),
  );
  return (
    <DialogForm
      control={control}
      onSubmit={(event) => void submit(event)}
      onCancel={() => closeProductForm(false)}
      cancelLabel={t('catalogue.form.cancel')}
      submitLabel={t('catalogue.form.save')}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormTextField control={control} name="name" label={t('catalogue.products.form.name')} autoFocus />
        <FormSelectField
          control={control}
          name="family"
          label={t('catalogue.products.form.family')}
          options={PRODUCT_FAMILIES.map((value) => ({ value, label: t(`domain.productFamily.${value}`) }))}
        />
        <FormTextField control={control} name="subfamily" label={t('catalogue.products.form.subfamily')} />
        <FormTextField
          control={control}
          name="maxAdditionalLines"
          label={t('catalogue.products.form.maxAdditionalLines')}
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="priceWithoutTax"
          label={t('catalogue.products.form.priceWithoutTax')}
          inputMode="decimal"
        />
        <FormTextField
          control={control}
          name="providerPriceWithoutTax"
          label={t('catalogue.products.form.providerPriceWithoutTax')}
          inputMode="decimal"
        />
      </div>
      <FormTextField control={control} name="description" label={t('catalogue.products.form.description')} />
      <div className="flex flex-wrap gap-6">
        <FormCheckboxField control={control} name="display" label={t('catalogue.products.form.display')} />
        <FormCheckboxField
          control={control}
          name="cumulativeGb"
          label={t('catalogue.products.form.cumulativeGb')}
        />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 font-medium text-sm">{t('catalogue.products.form.promotions')}</legend>
        {promotionsError ? <p className="text-red-600 text-sm dark:text-red-400">{promotionsError}</p> : null}
        {promotions.fields.map((promotion, index) => (
          <div key={promotion.id} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_6rem_auto]">
            <FormTextField
              control={control}
              name={`promotions.${index}.name`}
              label={t('catalogue.products.form.promotionName', { number: index + 1 })}
            />
            <FormTextField
              control={control}
              name={`promotions.${index}.discount`}
              label={t('catalogue.products.form.promotionDiscount')}
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name={`promotions.${index}.months`}
              label={t('catalogue.products.form.promotionMonths')}
              inputMode="numeric"
            />
            <Button variant="secondary" className="mb-0.5" onClick={() => promotions.remove(index)}>
              {t('catalogue.products.form.removePromotion')}
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => promotions.append({ name: '', discount: '', months: '' })}>
          {t('catalogue.products.form.addPromotion')}
        </Button>
      </fieldset>
      <FormNote>{t('catalogue.products.form.taxNote')}</FormNote>
    </DialogForm>
  );
}

/** The create/edit product dialog; rendered once by the products page, opened through `openProductForm`. */
export function ProductFormDialog() {
  const { t } = useTranslation('catalogue');
  const { open, product } = useSnapshot(productFormStore);
  return (
    <FormDialog
      open={open}
      onClose={() => closeProductForm(false)}
      title={t(product ? 'catalogue.products.form.titleEdit' : 'catalogue.products.form.titleNew')}
      width="2xl"
    >
      {/* The store's product as it was when the form opened (a plain copy, not the live snapshot). */}
      <ProductForm product={productFormStore.product} />
    </FormDialog>
  );
}
