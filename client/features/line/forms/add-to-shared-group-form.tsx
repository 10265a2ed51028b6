import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { parseForm } from '../field-errors';
import { AddToSharedGroupMutation, SharedGroupsQuery } from '../line-documents';
import { addToSharedGroupFormSchema } from '../line-form-schemas';
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

/** Shared group add: this line joins one of the holder's groups that still has room. */
export function AddToSharedGroupForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const groups = useLineQuery(SharedGroupsQuery, { fiscalId: line.fiscalId });
  const [groupId, setGroupId] = useState('');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
  const options = (groups.data?.sharedSubscriptions ?? [])
    .filter((group) => !group.full && group.sharedSubscriptionId !== line.subscriptionId)
    .map((group) => ({
      value: group.sharedSubscriptionId,
      label: t('line.sharedGroup.groupOption', {
        number: group.lineNumber,
        product: group.productName,
        used: group.baseSubscriptions.length,
        max: group.maxAdditionalLines,
      }),
    }));
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.sharedGroup.add')}
      onSubmit={() =>
        submit(
          () => parseForm(addToSharedGroupFormSchema, { groupId }),
          (data) =>
            runGatewayMutation(AddToSharedGroupMutation, {
              sharedSubscriptionId: data.groupId,
              baseSubscriptionIds: [line.subscriptionId],
              fiscalId: line.fiscalId,
            }),
        )
      }
    >
      {groups.status !== 'ready' ? (
        <QueryState status={groups.status} errorCode={groups.errorCode} retry={groups.retry} />
      ) : options.length === 0 ? (
        <LineFormNote>{t('line.sharedGroup.noGroups')}</LineFormNote>
      ) : (
        <LineSelectField
          label={t('line.sharedGroup.group')}
          value={groupId}
          onChange={setGroupId}
          options={options}
          placeholder={t('line.form.choose')}
          error={errors.groupId}
          autoFocus
        />
      )}
    </LineForm>
  );
}
