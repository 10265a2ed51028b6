import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { ModifyProductDetailQuery } from '../../generated/graphql';
import { FormDateField } from '../../ui/form/form-date-field';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { centsToEuroText } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { ModifyProductMutation } from './modify-product-documents';
import {
  formDateOf,
  type ModifyProductFormValues,
  modifyProductFormSchema,
} from './modify-product-form-schema';

type Item = ModifyProductDetailQuery['subscriptionProductItems'][number];

/**
 * The correction of one product item of a line (its main product, or an add-on by `index`): the line's alias, and
 * the item's name, final price and dates. Nothing is sent while a field is wrong; the api's refusal lands on the
 * field it names. The page keys it by line and item, so another item starts a fresh form with its own values.
 */
export function ModifyProductForm({
  line,
  item,
}: {
  line: { subscriptionId: string; fiscalId: string; alias: string | null };
  item: Item;
}) {
  const { t, i18n } = useTranslation(['modifyProduct', 'common']);
  const schema = useMemo(
    () => modifyProductFormSchema({ startRequired: item.startDate !== null }),
    [item.startDate],
  );
  const defaultValues: ModifyProductFormValues = {
    alias: line.alias ?? '',
    productName: item.productName,
    finalPrice: centsToEuroText(item.price, i18n.language),
    startDate: formDateOf(item.startDate),
    endDate: formDateOf(item.endDate),
  };
  const form = useZodForm(schema, { defaultValues });
  const submit = useFormSubmit(
    form,
    (values) =>
      runGatewayMutation(ModifyProductMutation, {
        subscriptionId: line.subscriptionId,
        fiscalId: line.fiscalId,
        index: item.index,
        alias: values.alias,
        productName: values.productName,
        finalPrice: values.finalPrice,
        startDate: values.startDate,
        endDate: values.endDate,
      }),
    () => {
      form.reset(form.getValues());
      showNotice('success', t('modifyProduct.form.saved'));
    },
  );
  const { control } = form;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-labelledby="modify-product-form"
    >
      <h2 id="modify-product-form" className="sr-only">
        {t('modifyProduct.form.title')}
      </h2>
      <FormErrorSummary control={control} density="regular" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="productName"
          label={t('modifyProduct.form.productName')}
          density="regular"
        />
        <FormTextField
          control={control}
          name="finalPrice"
          label={t('modifyProduct.form.finalPrice')}
          hint={t('modifyProduct.form.finalPriceHint')}
          inputMode="decimal"
          density="regular"
        />
        <FormDateField
          control={control}
          name="startDate"
          label={t('modifyProduct.form.startDate')}
          format={t('modifyProduct.form.dateFormat')}
          showFormatAs="hint"
          density="regular"
        />
        <FormDateField
          control={control}
          name="endDate"
          label={t('modifyProduct.form.endDate')}
          format={t('modifyProduct.form.endDateHint')}
          showFormatAs="hint"
          density="regular"
        />
        <FormTextField
          control={control}
          name="alias"
          label={t('modifyProduct.form.alias')}
          hint={t('modifyProduct.form.aliasHint')}
          density="regular"
        />
      </div>
      <div className="flex justify-end">
        <FormSubmitButton control={control} size="lg">
          {t('modifyProduct.form.save')}
        </FormSubmitButton>
      </div>
    </form>
  );
}
