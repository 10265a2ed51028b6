import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormNote } from '../../../ui/form/form-note';
import { FormSelectField } from '../../../ui/form/form-select-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { AddToSharedGroupMutation, SharedGroupsQuery } from '../line-documents';
import { addToSharedGroupFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { useLineQuery } from '../use-line-query';
import { LineForm, type LineFormProps } from './line-form';
import { QueryState } from './query-state';
import { useLineFormSubmit } from './use-line-form-submit';

/** Shared group add: this line joins one of the holder's groups that still has room. */
export function AddToSharedGroupForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const groups = useLineQuery(SharedGroupsQuery, { fiscalId: line.fiscalId });
  const form = useZodForm(addToSharedGroupFormSchema, { defaultValues: { groupId: '' } });
  const submit = useLineFormSubmit(
    form,
    (data) =>
      runGatewayMutation(AddToSharedGroupMutation, {
        sharedSubscriptionId: data.groupId,
        baseSubscriptionIds: [line.subscriptionId],
        fiscalId: line.fiscalId,
      }),
    onDone,
  );
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
      control={form.control}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('line.sharedGroup.add')}
    >
      {groups.status !== 'ready' ? (
        <QueryState status={groups.status} errorCode={groups.errorCode} retry={groups.retry} />
      ) : options.length === 0 ? (
        <FormNote>{t('line.sharedGroup.noGroups')}</FormNote>
      ) : (
        <FormSelectField
          control={form.control}
          name="groupId"
          label={t('line.sharedGroup.group')}
          options={options}
          placeholder={t('line.form.choose')}
          autoFocus
        />
      )}
    </LineForm>
  );
}
