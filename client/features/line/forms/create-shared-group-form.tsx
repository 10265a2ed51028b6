import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { parseForm } from '../field-errors';
import {
  CompatibleMainProductsQuery,
  CreateSharedGroupMutation,
  HolderMobileLinesQuery,
} from '../line-documents';
import { createSharedGroupFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import { useLineQuery } from '../use-line-query';
import {
  LineForm,
  LineFormNote,
  type LineFormProps,
  LineSelectField,
  useLineFormSubmit,
} from './line-form-parts';
import { QueryState } from './query-state';

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
  const [productId, setProductId] = useState('');
  const [lineIds, setLineIds] = useState<string[]>([]);
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
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
  const toggle = (id: string) =>
    setLineIds((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
  const ready = products.status === 'ready' && lines.status === 'ready';
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.sharedGroup.create')}
      onSubmit={() =>
        submit(
          () => parseForm(schema, { productId, lineIds }),
          (data) =>
            runGatewayMutation(CreateSharedGroupMutation, {
              baseSubscriptionIds: [line.subscriptionId, ...data.lineIds],
              productId: data.productId,
              fiscalId: line.fiscalId,
            }),
        )
      }
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
          <LineSelectField
            label={t('line.sharedGroup.product')}
            value={productId}
            onChange={setProductId}
            options={sharedProducts.map((product) => ({
              value: product.id,
              label: t('line.sharedGroup.productOption', {
                name: product.name,
                max: product.maxAdditionalLines,
              }),
            }))}
            placeholder={t('line.form.choose')}
            error={errors.productId}
            autoFocus
          />
          <fieldset className="space-y-1">
            <legend className="font-medium text-slate-700 text-xs dark:text-slate-200">
              {t('line.sharedGroup.lines')}
            </legend>
            {candidates.length === 0 ? (
              <LineFormNote>{t('line.sharedGroup.noLines')}</LineFormNote>
            ) : (
              candidates.map((other) => (
                <label
                  key={other.subscriptionId}
                  className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200"
                >
                  <input
                    type="checkbox"
                    checked={lineIds.includes(other.subscriptionId)}
                    onChange={() => toggle(other.subscriptionId)}
                    className="accent-primary-600"
                  />
                  <span className="font-mono">{other.lineNumber}</span>
                  <span className="text-slate-500 dark:text-slate-400">{other.productName}</span>
                </label>
              ))
            )}
            {errors.lineIds ? (
              <p className="text-red-600 text-xs dark:text-red-400">
                {t(errors.lineIds.key, errors.lineIds.values ?? {})}
              </p>
            ) : null}
          </fieldset>
        </>
      )}
    </LineForm>
  );
}
