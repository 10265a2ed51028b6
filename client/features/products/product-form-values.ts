import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import type { ProductFamily } from '../../../schema/domain/vocabulary/product';
import { productBody, productPromotionInput } from '../../../schema/rest/products';
import type { ProductInput } from '../../generated/graphql';
import { checkField } from '../../ui/form/check-field';
import { fieldIssuesOf } from '../../ui/form/field-issues';
import type { FieldMessage } from '../../ui/form/field-message';
import { parseEuros } from '../../ui/format';

export type PromotionFormValues = { name: string; discount: string; months: string };

/** What the product form holds while it is edited: text as typed, prices in euros. */
export type ProductFormValues = {
  name: string;
  description: string;
  family: ProductFamily;
  subfamily: string;
  priceWithoutTax: string;
  providerPriceWithoutTax: string;
  promotions: PromotionFormValues[];
  display: boolean;
  maxAdditionalLines: string;
  cumulativeGb: boolean;
};

/** i18n keys (with values) of the first problem of each field; promotions as `promotions.<i>.<field>`. */
export type ProductFormErrors = Record<string, FieldMessage>;

const TOO_LONG = { key: 'catalogue.form.tooLong' };
const INVALID_AMOUNT = { key: 'catalogue.form.invalidAmount' };
const tooLongWording = (issue: z.core.$ZodIssue) => (issue.code === 'too_big' ? TOO_LONG : undefined);

/** "Whole number between min and max", with the api's own bounds for the field. */
function invalidNumber(field: z.ZodNumber): FieldMessage {
  return { key: 'catalogue.form.invalidNumber', values: { min: field.minValue, max: field.maxValue } };
}

const MAX_PROMOTIONS = (() => {
  const maximum = productBody.shape.promotions._zod.bag.maximum;
  return typeof maximum === 'number' ? maximum : Number.POSITIVE_INFINITY;
})();

type Checked<Value> = { value: Value } | null;

/** A required amount in euros, checked as cents by the api's schema for the field. */
function checkAmount(ctx: z.core.$RefinementCtx, path: string, field: z.ZodType<number>, text: string) {
  if (!text.trim()) {
    ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: path.split('.') });
    return null;
  }
  return checkField(ctx, path, field, parseEuros(text), () => INVALID_AMOUNT);
}

/** A required whole number (up to four digits typed), checked by the api's schema for the field. */
function checkWholeNumber(ctx: z.core.$RefinementCtx, path: string, field: z.ZodNumber, text: string) {
  const trimmed = text.trim();
  if (!trimmed) {
    ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: path.split('.') });
    return null;
  }
  return checkField(ctx, path, field, /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN, () =>
    invalidNumber(field),
  );
}

/**
 * The product form's schema: each field checked by the api's own rules (schema/rest/products.ts) in one pass: a
 * name, the net price in euros, promotions with a name, a discount and their months, the additional lines. The api
 * adds the brand's tax itself. It answers the request's product.
 */
export const productFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    family: productBody.shape.family,
    subfamily: z.string(),
    priceWithoutTax: z.string(),
    providerPriceWithoutTax: z.string(),
    promotions: z.array(z.object({ name: z.string(), discount: z.string(), months: z.string() })),
    display: z.boolean(),
    maxAdditionalLines: z.string(),
    cumulativeGb: z.boolean(),
  })
  .transform((values, ctx): ProductInput => {
    const name = checkField(ctx, 'name', productBody.shape.name, values.name, tooLongWording);
    const description = checkField(
      ctx,
      'description',
      productBody.shape.description,
      values.description.trim(),
      tooLongWording,
    );
    const subfamily = checkField(
      ctx,
      'subfamily',
      productBody.shape.subfamily,
      values.subfamily.trim(),
      tooLongWording,
    );
    const price = checkAmount(
      ctx,
      'priceWithoutTax',
      productBody.shape.priceWithoutTax,
      values.priceWithoutTax,
    );
    const providerPrice: Checked<number | null> = values.providerPriceWithoutTax.trim()
      ? checkField(
          ctx,
          'providerPriceWithoutTax',
          productBody.shape.providerPriceWithoutTax,
          parseEuros(values.providerPriceWithoutTax),
          () => INVALID_AMOUNT,
        )
      : { value: null };
    const lines = checkWholeNumber(
      ctx,
      'maxAdditionalLines',
      productBody.shape.maxAdditionalLines,
      values.maxAdditionalLines,
    );
    if (values.promotions.length > MAX_PROMOTIONS) {
      ctx.addIssue({
        code: 'custom',
        message: 'catalogue.products.form.tooManyPromotions',
        path: ['promotions'],
      });
    }
    const promotions = values.promotions.map((promotion, index) => {
      const at = `promotions.${index}`;
      const promotionName = checkField(
        ctx,
        `${at}.name`,
        productPromotionInput.shape.name,
        promotion.name,
        tooLongWording,
      );
      const discount = checkAmount(
        ctx,
        `${at}.discount`,
        productPromotionInput.shape.discount,
        promotion.discount,
      );
      const months = checkWholeNumber(
        ctx,
        `${at}.months`,
        productPromotionInput.shape.months,
        promotion.months,
      );
      return promotionName && discount && months
        ? { name: promotionName.value, discount: discount.value, months: months.value }
        : null;
    });

    if (!name || !description || !subfamily || !price || !providerPrice || !lines) return z.NEVER;
    if (values.promotions.length > MAX_PROMOTIONS) return z.NEVER;
    const checkedPromotions = promotions.filter((promotion) => promotion !== null);
    if (checkedPromotions.length !== promotions.length) return z.NEVER;
    return {
      name: name.value,
      description: description.value || null,
      family: values.family,
      subfamily: subfamily.value || null,
      priceWithoutTax: price.value,
      providerPriceWithoutTax: providerPrice.value,
      promotions: checkedPromotions,
      display: values.display,
      maxAdditionalLines: lines.value,
      cumulativeGb: values.cumulativeGb,
    };
  });

/**
 * Checks the form as its dialog does (the api's rules): the api's input, or the first problem of each field with
 * the values its message interpolates.
 */
export function validateProductForm(
  values: ProductFormValues,
): { ok: true; input: ProductInput } | { ok: false; errors: ProductFormErrors } {
  const result = productFormSchema.safeParse(values);
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: fieldIssuesOf(result.error.issues) };
}
