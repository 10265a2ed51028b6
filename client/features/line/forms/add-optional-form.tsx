import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import type { ProductFamily } from '../../../generated/graphql';
import { formatEuros } from '../../../ui/format';
import { parseForm } from '../field-errors';
import { AddOptionalProductMutation, CompatibleOptionalProductsQuery } from '../line-documents';
import { addOptionalFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import { useLineQuery } from '../use-line-query';
import {
  LineForm,
  LineFormNote,
  type LineFormProps,
  LineRadioGroup,
  LineSelectField,
  LineTextField,
  useLineFormSubmit,
} from './line-form-parts';
import { QueryState } from './query-state';

/**
 * Add optional product: one of the compatible add-ons; a fixed add-on needs its fixed number, a mobile one a SIM
 * (ICC and service) or an eSIM with the e-mail its QR code goes to. A failed add says 'no connection to server'
 * (spec section 8), with the api's reason under it.
 */
export function AddOptionalForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t, i18n } = useTranslation(['line', 'errors']);
  const products = useLineQuery(CompatibleOptionalProductsQuery, {
    subscriptionId: line.subscriptionId,
    fiscalId: line.fiscalId,
  });
  const [productId, setProductId] = useState('');
  const [fixedNumber, setFixedNumber] = useState('');
  const [simKind, setSimKind] = useState<'sim' | 'esim'>('sim');
  const [icc, setIcc] = useState('');
  const [iccService, setIccService] = useState('VOICE_AND_DATA');
  const [eSimEmail, setESimEmail] = useState(line.customer?.email ?? '');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
  const list = products.data?.compatibleOptionalProducts ?? [];
  const family: ProductFamily | null = list.find((product) => product.id === productId)?.family ?? null;
  const values = () => ({
    subscriptionId: line.subscriptionId,
    lineNumber: line.lineNumber,
    fiscalId: line.fiscalId,
    productId,
    family: family ?? line.family,
    ...(family === 'FIXED' ? { fixedNumber } : {}),
    ...(family === 'MOBILE' && simKind === 'sim' ? { icc, iccService } : {}),
    ...(family === 'MOBILE' && simKind === 'esim' ? { eSim: true, eSimEmail } : {}),
  });
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      errorText={(code) =>
        `${t('line.addOptional.noConnection')} (${t(`errors.${code}`, { defaultValue: code })})`
      }
      onCancel={onCancel}
      submitLabel={t('line.addOptional.submit')}
      onSubmit={() =>
        submit(
          () => parseForm(addOptionalFormSchema, values()),
          (data) => runGatewayMutation(AddOptionalProductMutation, data),
        )
      }
    >
      {products.status === 'ready' ? (
        list.length > 0 ? (
          <LineSelectField
            label={t('line.addOptional.product')}
            value={productId}
            onChange={setProductId}
            options={list.map((product) => ({
              value: product.id,
              label: `${product.name} · ${formatEuros(product.price, i18n.language)}`,
            }))}
            placeholder={t('line.form.choose')}
            error={errors.productId}
            autoFocus
          />
        ) : (
          <LineFormNote>{t('line.addOptional.none')}</LineFormNote>
        )
      ) : (
        <QueryState status={products.status} errorCode={products.errorCode} retry={products.retry} />
      )}
      {family === 'FIXED' ? (
        <LineTextField
          label={t('line.addOptional.fixedNumber')}
          value={fixedNumber}
          onChange={setFixedNumber}
          error={errors.fixedNumber}
          inputMode="numeric"
        />
      ) : null}
      {family === 'MOBILE' ? (
        <>
          <LineRadioGroup
            legend={t('line.addOptional.simKind')}
            name="add-optional-sim"
            value={simKind}
            onChange={(value) => setSimKind(value === 'esim' ? 'esim' : 'sim')}
            options={[
              { value: 'sim', label: t('line.addOptional.sim') },
              { value: 'esim', label: t('line.addOptional.esim') },
            ]}
          />
          {simKind === 'sim' ? (
            <>
              <LineTextField
                label={t('line.sim.icc')}
                value={icc}
                onChange={setIcc}
                error={errors.icc}
                inputMode="numeric"
              />
              <LineRadioGroup
                legend={t('line.addOptional.iccService')}
                name="add-optional-icc-service"
                value={iccService}
                onChange={setIccService}
                options={[
                  { value: 'VOICE_AND_DATA', label: t('line.addOptional.voiceAndData') },
                  { value: 'DATA', label: t('line.addOptional.data') },
                ]}
              />
            </>
          ) : (
            <LineTextField
              label={t('line.addOptional.eSimEmail')}
              type="email"
              value={eSimEmail}
              onChange={setESimEmail}
              error={errors.eSimEmail}
            />
          )}
        </>
      ) : null}
    </LineForm>
  );
}
