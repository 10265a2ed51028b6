import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { dayMonthYearToIso } from '../../../schema/domain/validators/day-month-year-date';
import {
  END_NOT_AFTER_START_MESSAGE,
  endDateFollowsStart,
  modifySubscriptionBody,
} from '../../../schema/rest/subscription-management';
import { checkField } from '../../ui/form/check-field';
import { parseEuros } from '../../ui/format';

/** What the form holds while it is typed: the price in euros, dates DD/MM/YYYY, empty end date for none. */
export type ModifyProductFormValues = {
  alias: string;
  productName: string;
  finalPrice: string;
  startDate: string;
  endDate: string;
};

/** What it answers once every field passed the api's rules: the body of modifySubscription but its ids. */
export type ModifyProductFormOutput = {
  alias: string;
  productName: string;
  /** Euro cents. */
  finalPrice: number;
  /** Left out when the item has no start date and none was typed. */
  startDate: string | null;
  /** null removes the end date. */
  endDate: string | null;
};

const INVALID_PRICE = { key: 'modifyProduct.form.invalidPrice' };
const body = modifySubscriptionBody.shape;

/**
 * The modify-product form's schema: each field by the api's own rule for it (schema/rest/subscription-management.ts
 * modifySubscriptionBody), in one pass; the price typed in euros (at least 0, at most 2 decimals) and sent in
 * cents; the end date after the start (endDateFollowsStart, the rule the api applies). A start date may be left
 * empty only when the item has none yet (`startRequired` false): the api keeps what it has when none is sent.
 */
export function modifyProductFormSchema({ startRequired }: { startRequired: boolean }) {
  return z
    .object({
      alias: z.string(),
      productName: z.string(),
      finalPrice: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    })
    .transform((values, ctx): ModifyProductFormOutput => {
      const alias = checkField(ctx, 'alias', body.alias.unwrap(), values.alias);
      const productName = checkField(ctx, 'productName', body.productName.unwrap(), values.productName);
      let finalPrice: { value: number } | null = null;
      if (!values.finalPrice.trim()) {
        ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['finalPrice'] });
      } else {
        finalPrice = checkField(
          ctx,
          'finalPrice',
          body.finalPrice.unwrap(),
          parseEuros(values.finalPrice) ?? Number.NaN,
          () => INVALID_PRICE,
        );
      }
      const startText = values.startDate.trim();
      let startDate: { value: string | null } | null = { value: null };
      if (startText) startDate = checkField(ctx, 'startDate', body.startDate.unwrap(), startText);
      else if (startRequired) {
        ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['startDate'] });
        startDate = null;
      }
      const endText = values.endDate.trim();
      const endDate: { value: string | null } | null = endText
        ? checkField(ctx, 'endDate', body.endDate.unwrap().unwrap(), endText)
        : { value: null };
      const startIso = startDate?.value ? dayMonthYearToIso(startDate.value) : null;
      const endIso = endDate?.value ? dayMonthYearToIso(endDate.value) : null;
      let datesAgree = true;
      if (startDate && endDate && !endDateFollowsStart(startIso, endIso)) {
        ctx.addIssue({ code: 'custom', message: END_NOT_AFTER_START_MESSAGE, path: ['endDate'] });
        datesAgree = false;
      }
      if (!alias || !productName || !finalPrice || !startDate || !endDate || !datesAgree) return z.NEVER;
      return {
        alias: alias.value,
        productName: productName.value,
        finalPrice: finalPrice.value,
        startDate: startDate.value,
        endDate: endDate.value,
      };
    });
}

/** A stored date (YYYY-MM-DD) as the form types it (DD/MM/YYYY); '' for none. */
export function formDateOf(isoDate: string | null): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
