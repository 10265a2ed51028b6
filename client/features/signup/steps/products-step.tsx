import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isCompatibleAddOn, isMainProduct } from '../../../../schema/domain/product-compatibility';
import { tabOffers } from '../../../../schema/domain/signup/family-tabs';
import { signupProductsSchema } from '../../../../schema/rest/signup';
import type { SignupCatalogueQuery } from '../../../generated/graphql';
import { useGraphqlQuery } from '../../../server-state/use-graphql-query';
import { runOperation } from '../../../session/graphql-client';
import { Button } from '../../../ui/button';
import { FormCheckboxGroup } from '../../../ui/form/form-checkbox-group';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useFieldMessageText } from '../../../ui/form/use-field-message-text';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { formatEuros, formatPercent } from '../../../ui/format';
import { PageSpinner } from '../../../ui/page-spinner';
import { customerPriceCents, taxOfCustomer } from '../product-prices';
import { SignupCatalogueQuery as CatalogueDocument, SaveSignupProductsMutation } from '../signup-documents';
import { StepFrame, type StepProps } from '../step-frame';
import { stepSchema } from '../step-schema';
import { useStepSubmit } from '../use-step-submit';

type CatalogueProduct = SignupCatalogueQuery['brandProducts'][number];
type ProductsValues = { items: { productId: string; lines: string; optionalProductIds: string[] }[] };

const productsFormSchema = stepSchema<ProductsValues, z.output<typeof signupProductsSchema>>(
  (values) => ({
    items: values.items.map((item) => ({
      productId: item.productId,
      // A number typed wrong goes as it is, so the schema refuses it on its field.
      lines: /^\d+$/.test(item.lines.trim()) ? Number(item.lines) : item.lines,
      optionalProductIds: item.optionalProductIds,
    })),
  }),
  signupProductsSchema,
);

/**
 * Products: the brand's catalogue for the family tab, priced with the customer's tax, each added with its number
 * of lines (up to the product's additional lines) and its compatible optionals. `chosenProductId` (the energy
 * study's "Sign up with this product") is added once the catalogue offers it, unless the order has products saved.
 */
export function ProductsStep({
  order,
  onSaved,
  onDirtyChange,
  onBack,
  chosenProductId = null,
}: StepProps & { chosenProductId?: string | null }) {
  const { t, i18n } = useTranslation(['signup', 'domain']);
  const catalogue = useGraphqlQuery(CatalogueDocument, {}, 'cache-and-network');
  const [initial] = useState<ProductsValues>(() => ({
    items: (order.signup?.products ?? []).map((item) => ({
      productId: item.productId,
      lines: String(item.lines),
      optionalProductIds: [...item.optionalProductIds],
    })),
  }));
  const form = useZodForm(productsFormSchema, { defaultValues: initial });
  const { control } = form;
  const items = useFieldArray({ control, name: 'items' });
  const chosen = useWatch({ control, name: 'items' });
  const tab = order.signup?.familyTab ?? 'POPULAR';
  const postalCode = order.signup?.address.postalCode;
  const tax = taxOfCustomer(postalCode);
  const fieldMessage = useFieldMessageText();

  const chosenApplied = useRef(false);
  const catalogueProducts = catalogue.data?.brandProducts;
  useEffect(() => {
    if (chosenApplied.current || !chosenProductId || !catalogueProducts) return;
    chosenApplied.current = true;
    if ((order.signup?.products ?? []).length > 0) return;
    const chosenProduct = catalogueProducts.find((product) => product.id === chosenProductId);
    if (!chosenProduct || !isMainProduct(chosenProduct) || !tabOffers(tab, chosenProduct)) return;
    items.append({ productId: chosenProduct.id, lines: '1', optionalProductIds: [] });
  }, [chosenProductId, catalogueProducts, order.signup?.products, tab, items]);

  const submit = useStepSubmit(form, async (data, idempotencyKey) => {
    const saved = await runOperation(
      SaveSignupProductsMutation,
      { id: order.id, idempotencyKey, input: data },
      'mutation',
    );
    onSaved(saved.saveSignupProducts);
  });

  const products = catalogue.data?.brandProducts ?? [];
  const offered = products.filter((product) => isMainProduct(product) && tabOffers(tab, product));
  const byId = new Map(products.map((product) => [product.id, product]));
  const price = (product: CatalogueProduct) =>
    formatEuros(customerPriceCents(product.priceWithoutTax, postalCode), i18n.language);
  const itemsError = form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message;

  return (
    <StepFrame
      form={form}
      title={t('signup.step.PRODUCTS')}
      description={t('signup.products.description', {
        family: t(`signup.familyTab.${tab}`),
        tax: t(`signup.tax.${tax.territory}`, { rate: formatPercent(tax.rate, i18n.language) }),
      })}
      onSubmit={submit}
      onDirtyChange={onDirtyChange}
      onBack={onBack}
    >
      {catalogue.loading ? <PageSpinner /> : null}
      {!catalogue.loading && offered.length === 0 ? (
        <p className="text-slate-600 text-sm dark:text-slate-300">{t('signup.products.empty')}</p>
      ) : null}
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('signup.products.catalogue')}>
        {offered.map((product) => {
          const index = chosen.findIndex((item) => item.productId === product.id);
          const selected = index >= 0;
          return (
            <li
              key={product.id}
              className={`flex items-start justify-between gap-3 rounded-lg border p-3 ${
                selected
                  ? 'border-primary-500 bg-primary-50 dark:border-primary-400 dark:bg-primary-900/30'
                  : 'border-slate-200 dark:border-slate-700'
              }`}
            >
              <div>
                <p className="font-medium text-slate-900 dark:text-slate-50">{product.name}</p>
                {product.description ? (
                  <p className="text-slate-600 text-xs dark:text-slate-400">{product.description}</p>
                ) : null}
                <p className="mt-1 text-slate-800 text-sm dark:text-slate-200">
                  {t('signup.products.perMonth', { price: price(product) })}
                </p>
                {product.promotions.map((promotion) => (
                  <p key={promotion.name} className="text-emerald-700 text-xs dark:text-emerald-300">
                    {t('signup.products.promotion', { name: promotion.name })}
                  </p>
                ))}
              </div>
              <Button
                variant={selected ? 'secondary' : 'primary'}
                aria-pressed={selected}
                aria-label={t(selected ? 'signup.products.removeNamed' : 'signup.products.addNamed', {
                  name: product.name,
                })}
                onClick={() =>
                  selected
                    ? items.remove(index)
                    : items.append({ productId: product.id, lines: '1', optionalProductIds: [] })
                }
              >
                {selected ? t('signup.products.remove') : t('signup.products.add')}
              </Button>
            </li>
          );
        })}
      </ul>
      {itemsError ? (
        <p role="alert" className="text-red-700 text-sm dark:text-red-300">
          {fieldMessage(itemsError)}
        </p>
      ) : null}
      {items.fields.length > 0 ? (
        <section aria-labelledby="signup-chosen-title" className="space-y-3">
          <h3 id="signup-chosen-title" className="font-medium text-slate-800 dark:text-slate-100">
            {t('signup.products.chosen')}
          </h3>
          {items.fields.map((field, index) => {
            const product = byId.get(field.productId);
            if (!product) return null;
            const addOns = products.filter((candidate) => isCompatibleAddOn(product.family, candidate));
            return (
              <div
                key={field.id}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_10rem] dark:border-slate-700"
              >
                <div className="space-y-2">
                  <p className="font-medium text-slate-900 dark:text-slate-50">{product.name}</p>
                  {addOns.length > 0 ? (
                    <FormCheckboxGroup
                      control={control}
                      name={`items.${index}.optionalProductIds`}
                      legend={t('signup.products.optionals')}
                      options={addOns.map((addOn) => ({
                        value: addOn.id,
                        label: `${addOn.name} (${t('signup.products.perMonth', { price: price(addOn) })})`,
                      }))}
                    />
                  ) : null}
                </div>
                <FormTextField
                  control={control}
                  name={`items.${index}.lines`}
                  label={t('signup.products.lines')}
                  hint={t('signup.products.maxLines', { max: 1 + product.maxAdditionalLines })}
                  inputMode="numeric"
                />
              </div>
            );
          })}
        </section>
      ) : null}
    </StepFrame>
  );
}
