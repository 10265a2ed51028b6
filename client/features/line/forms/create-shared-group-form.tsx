import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormCheckboxGroup } from '../../../ui/form/form-checkbox-group';
import { FormNote } from '../../../ui/form/form-note';
import { FormSelectField } from '../../../ui/form/form-select-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import {
  CompatibleMainProductsQuery,
  CreateSharedGroupMutation,
  HolderMobileLinesQuery,
} from '../line-documents';
import { createSharedGroupFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { useLineQuery } from '../use-line-query';
import { LineForm, type LineFormProps } from './line-form';
import { QueryState } from './query-state';
import { useLineFormSubmit } from './use-line-form-submit';

/**
 * Shared group create: this line becomes the group (it takes the shared data product) and the holder's other
 * ACTIVE mobile lines picked here hang from it, no more than the product allows.
 */
export function CreateSharedGroupForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const products = useLineQuery(CompatibleMainProductsQuery, {
    subscriptionId: line.subscriptionId,
    fiscalId: line.fiscalId,
  });
  const lines = useLineQuery(HolderMobileLinesQuery, { fiscalId: line.fiscalId });
  const sharedProducts = (products.data?.compatibleMainProducts ?? []).filter(
    (product) => product.cumulativeGb && product.maxAdditionalLines > 0,
  );
  const candidates = (lines.data?.subscriptions.edges ?? [])
    .map((edge) => edge.node)
    .filter(
      (other) =>
        other.subscriptionId !== line.subscriptionId &&
        other.sharedSubscriptionId === null &&
        other.baseSubscriptions.length === 0,
    );
  const schema = createSharedGroupFormSchema(
    (id) => sharedProducts.find((product) => product.id === id)?.maxAdditionalLines ?? null,
  );
  const form = useZodForm(schema, { defaultValues: { productId: '', lineIds: [] } });
  const submit = useLineFormSubmit(
    form,
    (data) =>
      runGatewayMutation(CreateSharedGroupMutation, {
        baseSubscriptionIds: [line.subscriptionId, ...data.lineIds],
        productId: data.productId,
        fiscalId: line.fiscalId,
      }),
    onDone,
  );
  const ready = products.status === 'ready' && lines.status === 'ready';
  return (
    <LineForm
      control={form.control}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('line.sharedGroup.create')}
    >
      {!ready ? (
        <QueryState
          status={products.status === 'error' ? 'error' : lines.status === 'error' ? 'error' : 'loading'}
          errorCode={products.errorCode ?? lines.errorCode}
          retry={() => {
            products.retry();
            lines.retry();
          }}
        />
      ) : (
        <>
          <FormSelectField
            control={form.control}
            name="productId"
            label={t('line.sharedGroup.product')}
            options={sharedProducts.map((product) => ({
              value: product.id,
              label: t('line.sharedGroup.productOption', {
                name: product.name,
                max: product.maxAdditionalLines,
              }),
            }))}
            placeholder={t('line.form.choose')}
            autoFocus
          />
          <FormCheckboxGroup
            control={form.control}
            name="lineIds"
            legend={t('line.sharedGroup.lines')}
            options={candidates.map((other) => ({
              value: other.subscriptionId,
              label: (
                <>
                  <span className="font-mono">{other.lineNumber}</span>
                  <span className="text-slate-500 dark:text-slate-400">{other.productName}</span>
                </>
              ),
            }))}
            empty={<FormNote>{t('line.sharedGroup.noLines')}</FormNote>}
          />
        </>
      )}
    </LineForm>
  );
}
