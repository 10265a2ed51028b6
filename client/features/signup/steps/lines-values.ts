import type { z } from 'zod';
import { LINE_REQUIREMENTS, type LineRequirements } from '../../../../schema/domain/signup/line-requirements';
import type { ProductFamily } from '../../../../schema/domain/vocabulary/product';
import { signupLinesSchema } from '../../../../schema/rest/signup';
import type { SignupOrderFieldsFragment } from '../../../generated/graphql';
import { type AddressFormValues, addressFormValuesOf, addressRequestOf } from '../address-values';
import { optionalText, stepSchema } from '../step-schema';

/** One line of the order to configure: its position on the order, its product and what its family needs. */
export type OrderLine = {
  position: number;
  productName: string;
  family: ProductFamily;
  needs: LineRequirements;
};

/**
 * The order's lines: the products step's items, each repeated for its number of lines, read from the order's
 * product rows (optionals are rows of their own product, so they are not lines).
 */
export function orderLinesOf(order: SignupOrderFieldsFragment): OrderLine[] {
  const rows = [...order.products].sort((a, b) => a.position - b.position);
  return (order.signup?.products ?? []).flatMap((item) =>
    rows
      .filter((row) => row.productId === item.productId)
      .slice(0, item.lines)
      .map((row) => ({
        position: row.position,
        productName: row.name,
        family: row.family,
        needs: LINE_REQUIREMENTS[row.family],
      })),
  );
}

export type LineValues = {
  position: number;
  mobileNumber: {
    mode: 'NEW' | 'PORTABILITY';
    lineNumber: string;
    donorOperator: string;
    portabilityType: 'POSTPAID' | 'PREPAID';
    currentHolderFiscalId: string;
  };
  sim: { kind: 'ICC' | 'ESIM'; icc: string; email: string };
  fixedNumber: { mode: 'NEW' | 'PORTABILITY'; fixedNumber: string; donorOperator: string };
  installationAtCoverageAddress: boolean;
  installationAddress: AddressFormValues;
  supplyPoint: { cups: string };
  tvUserEmail: string;
};

export type LinesValues = {
  lines: LineValues[];
  shippingAtCoverageAddress: boolean;
  shippingAddress: AddressFormValues;
};

/** The form's values: what each line saved, else a new number and an eSIM to the contact's e-mail. */
export function linesValuesOf(order: SignupOrderFieldsFragment, lines: readonly OrderLine[]): LinesValues {
  const saved = new Map((order.signup?.lines ?? []).map((line) => [line.position, line]));
  const coverage = addressFormValuesOf(order.signup?.address);
  const shipping = order.signup?.shippingAddress;
  return {
    lines: lines.map((line) => {
      const was = saved.get(line.position);
      const installation = was?.installationAddress;
      return {
        position: line.position,
        mobileNumber: {
          mode: was?.mobileNumber?.mode ?? 'NEW',
          lineNumber: was?.mobileNumber?.mode === 'PORTABILITY' ? (was.mobileNumber.lineNumber ?? '') : '',
          donorOperator: was?.mobileNumber?.donorOperator ?? '',
          portabilityType: was?.mobileNumber?.portabilityType ?? 'POSTPAID',
          currentHolderFiscalId: was?.mobileNumber?.currentHolderFiscalId ?? '',
        },
        sim: {
          kind: was?.sim?.kind ?? (line.needs.esimOnly ? 'ESIM' : 'ICC'),
          icc: was?.sim?.icc ?? '',
          email: was?.sim?.email ?? order.email ?? '',
        },
        fixedNumber: {
          mode: was?.fixedNumber?.mode ?? 'NEW',
          fixedNumber: was?.fixedNumber?.mode === 'PORTABILITY' ? (was.fixedNumber.fixedNumber ?? '') : '',
          donorOperator: was?.fixedNumber?.donorOperator ?? '',
        },
        installationAtCoverageAddress: !installation,
        installationAddress: installation ? addressFormValuesOf(installation) : { ...coverage },
        supplyPoint: { cups: was?.supplyPoint?.cups ?? '' },
        tvUserEmail: was?.tvUserEmail ?? '',
      };
    }),
    shippingAtCoverageAddress: !shipping,
    shippingAddress: shipping ? addressFormValuesOf(shipping) : { ...coverage },
  };
}

/** The lines as PUT /orders/:id/signup/lines takes them: only the parts each line's family uses. */
export function linesRequestOf(
  values: LinesValues,
  lines: readonly OrderLine[],
  coverage: AddressFormValues,
  shipping: boolean,
) {
  const needsOf = new Map(lines.map((line) => [line.position, line.needs]));
  return {
    lines: values.lines.map((line) => {
      const needs = needsOf.get(line.position);
      const request: Record<string, unknown> = { position: line.position };
      if (!needs) return request;
      if (needs.mobileNumber) {
        request.mobileNumber =
          line.mobileNumber.mode === 'NEW'
            ? { mode: 'NEW' }
            : {
                mode: 'PORTABILITY',
                lineNumber: line.mobileNumber.lineNumber,
                donorOperator: line.mobileNumber.donorOperator,
                portabilityType: line.mobileNumber.portabilityType,
                currentHolderFiscalId: optionalText(line.mobileNumber.currentHolderFiscalId),
              };
      }
      if (needs.sim) {
        request.sim =
          line.sim.kind === 'ICC'
            ? { kind: 'ICC', icc: line.sim.icc }
            : { kind: 'ESIM', email: line.sim.email };
      }
      if (needs.fixedNumber) {
        request.fixedNumber =
          line.fixedNumber.mode === 'NEW'
            ? { mode: 'NEW' }
            : {
                mode: 'PORTABILITY',
                fixedNumber: line.fixedNumber.fixedNumber,
                donorOperator: line.fixedNumber.donorOperator,
              };
      }
      if (needs.installationAddress || needs.supplyPoint) {
        request.installationAddress = addressRequestOf(
          line.installationAtCoverageAddress ? coverage : line.installationAddress,
        );
      }
      if (needs.supplyPoint) request.supplyPoint = { cups: line.supplyPoint.cups };
      if (needs.tvUser) request.tvUserEmail = line.tvUserEmail;
      return request;
    }),
    shippingAddress: shipping
      ? addressRequestOf(values.shippingAtCoverageAddress ? coverage : values.shippingAddress)
      : undefined,
  };
}

export function linesFormSchema(lines: readonly OrderLine[], coverage: AddressFormValues, shipping: boolean) {
  return stepSchema<LinesValues, z.output<typeof signupLinesSchema>>(
    (values) => linesRequestOf(values, lines, coverage, shipping),
    signupLinesSchema,
  );
}
