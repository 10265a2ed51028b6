import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { needsShipping } from '../../../../schema/domain/signup/line-requirements';
import { AddressFields } from '../../../addresses/address-fields';
import { runOperation } from '../../../session/graphql-client';
import { FormCheckboxField } from '../../../ui/form/form-checkbox-field';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { addressFormValuesOf } from '../address-values';
import { SaveSignupLinesMutation } from '../signup-documents';
import { FieldGroup, StepFrame, type StepProps } from '../step-frame';
import { useStepSubmit } from '../use-step-submit';
import {
  type LinesValues,
  linesFormSchema,
  linesValuesOf,
  type OrderLine,
  orderLinesOf,
} from './lines-values';

/**
 * Line configuration: per line what its family needs (schema/domain/signup/line-requirements.ts): a new number
 * reserved from the brand's inventory or a ported one with its donor operator, a SIM by ICC or an eSIM, a fixed
 * number, the installation address, the energy supply point, the TV user; and the shipping address when something
 * is sent.
 */
export function LinesStep({ order, onSaved, onDirtyChange, onBack }: StepProps) {
  const { t } = useTranslation(['signup', 'domain']);
  const lines = useMemo(() => orderLinesOf(order), [order]);
  const coverage = useMemo(() => addressFormValuesOf(order.signup?.address), [order]);
  const shipping = needsShipping(lines.map((line) => line.family));
  const [schema] = useState(() => linesFormSchema(lines, coverage, shipping));
  const [initial] = useState<LinesValues>(() => linesValuesOf(order, lines));
  const form = useZodForm(schema, { defaultValues: initial });
  const { control } = form;
  const shippingAtCoverage = useWatch({ control, name: 'shippingAtCoverageAddress' });
  const reserved = new Map((order.signup?.lines ?? []).map((line) => [line.position, line]));

  const submit = useStepSubmit(form, async (data, idempotencyKey) => {
    const saved = await runOperation(
      SaveSignupLinesMutation,
      { id: order.id, idempotencyKey, input: data },
      'mutation',
    );
    onSaved(saved.saveSignupLines);
  });

  return (
    <StepFrame
      form={form}
      title={t('signup.step.LINE_CONFIGURATION')}
      description={t('signup.lines.description')}
      onSubmit={submit}
      onDirtyChange={onDirtyChange}
      onBack={onBack}
    >
      {lines.map((line, index) => (
        <LineFields
          key={line.position}
          line={line}
          index={index}
          control={control}
          reservedNumber={reserved.get(line.position)?.mobileNumber?.lineNumber ?? null}
          reservedFixed={reserved.get(line.position)?.fixedNumber?.fixedNumber ?? null}
        />
      ))}
      {shipping ? (
        <FieldGroup legend={t('signup.lines.shipping')}>
          <FormCheckboxField
            control={control}
            name="shippingAtCoverageAddress"
            label={t('signup.lines.atCoverageAddress')}
          />
          {shippingAtCoverage ? null : <AddressFields name="shippingAddress" />}
        </FieldGroup>
      ) : null}
      {lines.length === 0 ? (
        <p className="text-slate-600 text-sm dark:text-slate-300">{t('signup.lines.none')}</p>
      ) : null}
    </StepFrame>
  );
}

type LineFieldsProps = {
  line: OrderLine;
  index: number;
  control: ReturnType<typeof useZodForm<LinesValues, unknown>>['control'];
  reservedNumber: string | null;
  reservedFixed: string | null;
};

function LineFields({ line, index, control, reservedNumber, reservedFixed }: LineFieldsProps) {
  const { t } = useTranslation(['signup', 'domain']);
  const base = `lines.${index}` as const;
  const numberMode = useWatch({ control, name: `${base}.mobileNumber.mode` });
  const simKind = useWatch({ control, name: `${base}.sim.kind` });
  const fixedMode = useWatch({ control, name: `${base}.fixedNumber.mode` });
  const atCoverage = useWatch({ control, name: `${base}.installationAtCoverageAddress` });
  const { needs } = line;
  const modeOptions = [
    { value: 'NEW', label: t('signup.lines.newNumber') },
    { value: 'PORTABILITY', label: t('signup.lines.portability') },
  ];
  return (
    <FieldGroup legend={t('signup.lines.lineLegend', { position: index + 1, product: line.productName })}>
      {needs.mobileNumber ? (
        <div className="space-y-2">
          <FormRadioGroup
            control={control}
            name={`${base}.mobileNumber.mode`}
            legend={t('signup.lines.mobileNumber')}
            options={modeOptions}
          />
          {numberMode === 'NEW' ? (
            <p
              className="text-slate-600 text-sm dark:text-slate-300"
              data-testid={`reserved-number-${index}`}
            >
              {reservedNumber
                ? t('signup.lines.reserved', { number: reservedNumber })
                : t('signup.lines.reservedOnSave')}
            </p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormTextField
                control={control}
                name={`${base}.mobileNumber.lineNumber`}
                label={t('signup.lines.portedNumber')}
                inputMode="tel"
                density="regular"
              />
              <DonorField control={control} name={`${base}.mobileNumber.donorOperator`} />
              <FormRadioGroup
                control={control}
                name={`${base}.mobileNumber.portabilityType`}
                legend={t('signup.lines.portabilityType')}
                options={(['POSTPAID', 'PREPAID'] as const).map((type) => ({
                  value: type,
                  label: t(`signup.portabilityType.${type}`),
                }))}
              />
              <FormTextField
                control={control}
                name={`${base}.mobileNumber.currentHolderFiscalId`}
                label={t('signup.lines.currentHolder')}
                hint={t('signup.lines.currentHolderHint')}
                density="regular"
              />
            </div>
          )}
        </div>
      ) : null}
      {needs.sim ? (
        <div className="space-y-2">
          {needs.esimOnly ? null : (
            <FormRadioGroup
              control={control}
              name={`${base}.sim.kind`}
              legend={t('signup.lines.sim')}
              options={[
                { value: 'ICC', label: t('signup.lines.physicalSim') },
                { value: 'ESIM', label: t('signup.lines.esim') },
              ]}
            />
          )}
          {simKind === 'ICC' && !needs.esimOnly ? (
            <FormTextField
              control={control}
              name={`${base}.sim.icc`}
              label={t('signup.lines.icc')}
              inputMode="numeric"
              monospace
              density="regular"
            />
          ) : (
            <FormTextField
              control={control}
              name={`${base}.sim.email`}
              label={t('signup.lines.esimEmail')}
              type="email"
              inputMode="email"
              density="regular"
            />
          )}
        </div>
      ) : null}
      {needs.fixedNumber ? (
        <div className="space-y-2">
          <FormRadioGroup
            control={control}
            name={`${base}.fixedNumber.mode`}
            legend={t('signup.lines.fixedNumber')}
            options={modeOptions}
          />
          {fixedMode === 'NEW' ? (
            <p className="text-slate-600 text-sm dark:text-slate-300">
              {reservedFixed
                ? t('signup.lines.reserved', { number: reservedFixed })
                : t('signup.lines.reservedFixedOnSave')}
            </p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormTextField
                control={control}
                name={`${base}.fixedNumber.fixedNumber`}
                label={t('signup.lines.portedFixed')}
                inputMode="tel"
                density="regular"
              />
              <DonorField control={control} name={`${base}.fixedNumber.donorOperator`} />
            </div>
          )}
        </div>
      ) : null}
      {needs.supplyPoint ? (
        <FormTextField
          control={control}
          name={`${base}.supplyPoint.cups`}
          label={t('signup.lines.cups')}
          hint={t('signup.lines.cupsHint')}
          monospace
          density="regular"
        />
      ) : null}
      {needs.tvUser ? (
        <FormTextField
          control={control}
          name={`${base}.tvUserEmail`}
          label={t('signup.lines.tvUser')}
          type="email"
          inputMode="email"
          density="regular"
        />
      ) : null}
      {needs.installationAddress || needs.supplyPoint ? (
        <div className="space-y-2">
          <FormCheckboxField
            control={control}
            name={`${base}.installationAtCoverageAddress`}
            label={
              needs.supplyPoint
                ? t('signup.lines.supplyAtCoverage')
                : t('signup.lines.installationAtCoverage')
            }
          />
          {atCoverage ? null : <AddressFields name={`${base}.installationAddress`} />}
        </div>
      ) : null}
    </FieldGroup>
  );
}

function DonorField({
  control,
  name,
}: {
  control: LineFieldsProps['control'];
  name: `lines.${number}.mobileNumber.donorOperator` | `lines.${number}.fixedNumber.donorOperator`;
}) {
  const { t } = useTranslation('signup');
  return (
    <FormTextField
      control={control}
      name={name}
      label={t('signup.lines.donorOperator')}
      hint={t('signup.lines.donorOperatorHint')}
      density="regular"
    />
  );
}
