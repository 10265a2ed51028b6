import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RESOURCE_KINDS, type ResourceKind } from '../../../schema/domain/vocabulary/resource';
import { runOperation } from '../../session/graphql-client';
import { DialogForm } from '../../ui/form/dialog-form';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormTextAreaField } from '../../ui/form/form-text-area-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { showNotice } from '../../ui/notice-store';
import { addResourcesFieldOf, addResourcesFormSchema } from './add-resources-form-schema';
import { addResourcesStore, closeAddResources } from './add-resources-store';
import { AddResourcesMutation } from './resource-documents';

export const RESOURCES_QUEUE_ID = 'resources';

function AddResourcesForm({ kind, onKind }: { kind: ResourceKind; onKind: (kind: ResourceKind) => void }) {
  const { t } = useTranslation(['catalogue', 'domain', 'validation', 'errors']);
  const form = useZodForm(addResourcesFormSchema, {
    defaultValues: { kind, values: '' },
    fieldOfIssue: addResourcesFieldOf,
  });
  const submit = useFormSubmit(
    form,
    async (request) => {
      onKind(request.kind);
      const { addResources } = await runOperation(
        AddResourcesMutation,
        { kind: request.kind, values: request.values },
        'mutation',
      );
      showNotice('success', t('catalogue.resources.success.added', { count: addResources.added }));
    },
    closeAddResources,
    // The api names the value it refused (`values.3`, already in the inventory): it belongs to the values field.
    { fieldOfApiField: addResourcesFieldOf },
  );
  return (
    <DialogForm
      control={form.control}
      onSubmit={(event) => void submit(event)}
      onCancel={closeAddResources}
      cancelLabel={t('catalogue.form.cancel')}
      submitLabel={t('catalogue.resources.form.submit')}
    >
      <FormSelectField
        control={form.control}
        name="kind"
        label={t('catalogue.resources.form.kind')}
        options={RESOURCE_KINDS.map((value) => ({ value, label: t(`domain.resourceKind.${value}`) }))}
      />
      <FormTextAreaField
        control={form.control}
        name="values"
        label={t('catalogue.resources.form.values')}
        hint={t('catalogue.resources.form.valuesHint')}
        rows={8}
        monospace
      />
    </DialogForm>
  );
}

/** Adds a block of numbers or SIMs of one kind as AVAILABLE, all or none (the api's rule). */
export function AddResourcesDialog() {
  const { t } = useTranslation('catalogue');
  const { open } = useSnapshot(addResourcesStore);
  // The kind last sent is offered again: blocks of one kind tend to come one after another.
  const [kind, setKind] = useState<ResourceKind>('MSISDN');
  return (
    <FormDialog
      open={open}
      onClose={closeAddResources}
      title={t('catalogue.resources.form.title')}
      width="lg"
    >
      <AddResourcesForm kind={kind} onKind={setKind} />
    </FormDialog>
  );
}
