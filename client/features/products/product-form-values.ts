import type { ProductFamily } from '../../../schema/domain/vocabulary/product';
import type { ProductInput } from '../../generated/graphql';
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
export type ProductFormErrors = Record<string, { key: string; values?: Record<string, number> }>;

const REQUIRED = { key: 'validation.required' };
const INVALID_AMOUNT = { key: 'catalogue.form.invalidAmount' };
const MAX_CENTS = 10_000_000;

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

function amount(text: string): number | null {
  const cents = parseEuros(text);
  return cents !== null && cents <= MAX_CENTS ? cents : null;
}

/**
 * Checks the form as the api will (schema/rest/products.ts): a name, the net price in euros, promotions with a
 * name, a discount and 1-120 months, up to 99 additional lines. The api adds the brand's tax itself.
 */
export function validateProductForm(
  values: ProductFormValues,
): { ok: true; input: ProductInput } | { ok: false; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = REQUIRED;
  else if (name.length > 120) errors.name = { key: 'catalogue.form.tooLong' };
  if (values.description.trim().length > 2000) errors.description = { key: 'catalogue.form.tooLong' };
  if (values.subfamily.trim().length > 60) errors.subfamily = { key: 'catalogue.form.tooLong' };

  const price = values.priceWithoutTax.trim() ? amount(values.priceWithoutTax) : null;
  if (!values.priceWithoutTax.trim()) errors.priceWithoutTax = REQUIRED;
  else if (price === null) errors.priceWithoutTax = INVALID_AMOUNT;

  const providerPrice = values.providerPriceWithoutTax.trim() ? amount(values.providerPriceWithoutTax) : null;
  if (values.providerPriceWithoutTax.trim() && providerPrice === null)
    errors.providerPriceWithoutTax = INVALID_AMOUNT;

  const lines = wholeNumber(values.maxAdditionalLines, 0, 99);
  if (!values.maxAdditionalLines.trim()) errors.maxAdditionalLines = REQUIRED;
  else if (lines === null)
    errors.maxAdditionalLines = { key: 'catalogue.form.invalidNumber', values: { min: 0, max: 99 } };

  if (values.promotions.length > 10) errors.promotions = { key: 'catalogue.products.form.tooManyPromotions' };
  const promotions = values.promotions.map((promotion, index) => {
    const promotionName = promotion.name.trim();
    if (!promotionName) errors[`promotions.${index}.name`] = REQUIRED;
    else if (promotionName.length > 80)
      errors[`promotions.${index}.name`] = { key: 'catalogue.form.tooLong' };
    const discount = promotion.discount.trim() ? amount(promotion.discount) : null;
    if (!promotion.discount.trim()) errors[`promotions.${index}.discount`] = REQUIRED;
    else if (discount === null) errors[`promotions.${index}.discount`] = INVALID_AMOUNT;
    const months = wholeNumber(promotion.months, 1, 120);
    if (!promotion.months.trim()) errors[`promotions.${index}.months`] = REQUIRED;
    else if (months === null)
      errors[`promotions.${index}.months`] = {
        key: 'catalogue.form.invalidNumber',
        values: { min: 1, max: 120 },
      };
    return { name: promotionName, discount: discount ?? 0, months: months ?? 0 };
  });

  if (Object.keys(errors).length > 0 || price === null || lines === null) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      description: values.description.trim() || null,
      family: values.family,
      subfamily: values.subfamily.trim() || null,
      priceWithoutTax: price,
      providerPriceWithoutTax: providerPrice,
      promotions,
      display: values.display,
      maxAdditionalLines: lines,
      cumulativeGb: values.cumulativeGb,
    },
  };
}
