import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MULTISIM_TYPES } from '../../../../schema/domain/vocabulary/line';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { parseForm } from '../field-errors';
import { AddMultisimMutation } from '../line-documents';
import { multisimFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import {
  LineForm,
  type LineFormProps,
  LineRadioGroup,
  LineTextField,
  useLineFormSubmit,
} from './line-form-parts';

/** Add MultiSIM: data, voice, or voice and data, with the card's ICC. */
export function MultisimForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation(['line', 'domain']);
  const [type, setType] = useState('');
  const [icc, setIcc] = useState('');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.multisim.submit')}
      onSubmit={() =>
        submit(
          () => parseForm(multisimFormSchema, { type, icc }),
          (data) => runGatewayMutation(AddMultisimMutation, { subscriptionId: line.subscriptionId, ...data }),
        )
      }
    >
      <LineRadioGroup
        legend={t('line.multisim.type')}
        name="multisim-type"
        value={type}
        onChange={setType}
        options={MULTISIM_TYPES.map((value) => ({ value, label: t(`domain.multisimType.${value}`) }))}
        error={errors.type}
        autoFocus
      />
      <LineTextField
        label={t('line.sim.icc')}
        value={icc}
        onChange={setIcc}
        error={errors.icc}
        inputMode="numeric"
      />
    </LineForm>
  );
}
