import { Fragment, useState } from 'react';
import { type Control, useController, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_TYPES } from '../../../schema/domain/vocabulary/contact';
import type { BrandSettingsContactsQuery } from '../../generated/graphql';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import { FormCheckboxGroup } from '../../ui/form/form-checkbox-group';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFieldMessageText } from '../../ui/form/use-field-message-text';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormAlert } from '../../ui/form-alert';
import { showNotice } from '../../ui/notice-store';
import { PageSpinner } from '../../ui/page-spinner';
import { BrandContactsQuery, SaveBrandContactsMutation } from './brand-settings-documents';
import { ContactCellField } from './contact-cell-field';
import {
  type ContactRowValues,
  type ContactsFormValues,
  contactRowValues,
  contactsFormSchema,
  EMPTY_CONTACT,
} from './contacts-form-schema';
import { DeleteContactDialog } from './delete-contact-dialog';
import { useReportDirty } from './dirty-forms';
import { SettingsFormFooter } from './settings-form-footer';
import { SettingsSection } from './settings-section';

type Contacts = BrandSettingsContactsQuery['brandContacts']['contacts'];

/** Contacts tab: the brand's contacts edited as one table, saved whole (PUT /channel/contacts). */
export function ContactsPanel() {
  const { t } = useTranslation(['brandSettings', 'errors']);
  const query = useGraphqlQuery(BrandContactsQuery, {});
  const contacts = query.data?.brandContacts.contacts ?? null;
  return (
    <SettingsSection
      title={t('brandSettings.contacts.title')}
      description={t('brandSettings.contacts.description')}
    >
      {contacts ? (
        <ContactsTableForm contacts={contacts} />
      ) : query.error ? (
        <div className="space-y-2">
          <FormAlert message={t('brandSettings.contacts.loadError')} />
          <Button variant="secondary" onClick={query.retry}>
            {t('brandSettings.retry')}
          </Button>
        </div>
      ) : (
        <PageSpinner />
      )}
    </SettingsSection>
  );
}

function ContactsTableForm({ contacts }: { contacts: Contacts }) {
  const { t } = useTranslation(['brandSettings', 'domain', 'errors']);
  const form = useZodForm(contactsFormSchema, {
    defaultValues: { contacts: contacts.map(contactRowValues) },
  });
  const { control } = form;
  useReportDirty(control, 'contacts.table');
  const rows = useFieldArray({ control, name: 'contacts' });
  const { errors, submitCount } = useFormState({ control });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<number | null>(null);
  const submit = useFormSubmit(
    form,
    async (values) => {
      const data = await runOperation(SaveBrandContactsMutation, { contacts: values.contacts }, 'mutation');
      form.reset({ contacts: data.saveBrandContacts.contacts.map(contactRowValues) });
      setExpanded(new Set());
      showNotice(
        'success',
        t('brandSettings.contacts.saved', { count: data.saveBrandContacts.contacts.length }),
      );
    },
    () => undefined,
  );
  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const rowLabel = (index: number) => {
    const row = form.getValues(`contacts.${index}`);
    return (
      [row.name, row.email].filter(Boolean).join(' · ') || t('brandSettings.contacts.row', { n: index + 1 })
    );
  };
  const invalid = submitCount > 0 && errors.contacts !== undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormErrorSummary control={control} density="regular" />
      {invalid ? <FormAlert message={t('brandSettings.contacts.invalid')} /> : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">{t('brandSettings.contacts.title')}</caption>
          <thead className="text-slate-600 text-xs dark:text-slate-300">
            <tr>
              <th scope="col" className="w-8 px-1 py-2 font-medium">
                #
              </th>
              <th scope="col" className="px-1 py-2 font-medium">
                {t('brandSettings.contacts.column.name')}
              </th>
              <th scope="col" className="px-1 py-2 font-medium">
                {t('brandSettings.contacts.column.surnames')}
              </th>
              <th scope="col" className="px-1 py-2 font-medium">
                {t('brandSettings.contacts.column.email')}
              </th>
              <th scope="col" className="px-1 py-2 font-medium">
                {t('brandSettings.contacts.column.phone')}
              </th>
              <th scope="col" className="px-1 py-2 font-medium">
                {t('brandSettings.contacts.column.types')}
              </th>
              <th scope="col" className="px-1 py-2 font-medium">
                <span className="sr-only">{t('brandSettings.contacts.column.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, index) => {
              const open = expanded.has(row.id);
              const detailsId = `contact-details-${row.id}`;
              const n = index + 1;
              return (
                <Fragment key={row.id}>
                  <tr className="border-slate-200 border-t align-top dark:border-slate-700">
                    <td className="px-1 py-2 text-slate-600 tabular-nums dark:text-slate-300">{n}</td>
                    <td className="px-1 py-2">
                      <ContactCellField
                        control={control}
                        name={`contacts.${index}.name`}
                        label={t('brandSettings.contacts.cell.name', { n })}
                      />
                    </td>
                    <td className="px-1 py-2">
                      <ContactCellField
                        control={control}
                        name={`contacts.${index}.surnames`}
                        label={t('brandSettings.contacts.cell.surnames', { n })}
                      />
                    </td>
                    <td className="px-1 py-2">
                      <ContactCellField
                        control={control}
                        name={`contacts.${index}.email`}
                        label={t('brandSettings.contacts.cell.email', { n })}
                        type="email"
                        inputMode="email"
                      />
                    </td>
                    <td className="px-1 py-2">
                      <ContactCellField
                        control={control}
                        name={`contacts.${index}.phone`}
                        label={t('brandSettings.contacts.cell.phone', { n })}
                        type="tel"
                        inputMode="tel"
                      />
                    </td>
                    <td className="px-1 py-2">
                      <TypesSummary control={control} index={index} />
                    </td>
                    <td className="px-1 py-2">
                      <div className="flex gap-1">
                        <Button
                          variant="secondary"
                          aria-expanded={open}
                          aria-controls={detailsId}
                          aria-label={t('brandSettings.contacts.details', { n })}
                          onClick={() => toggle(row.id)}
                        >
                          {t('brandSettings.contacts.detailsShort')}
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={t('brandSettings.contacts.deleteRow', { n })}
                          onClick={() => setDeleting(index)}
                        >
                          {t('brandSettings.contacts.deleteShort')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                  {open ? (
                    <tr id={detailsId}>
                      <td />
                      <td colSpan={6} className="px-1 pb-3">
                        <ContactDetails control={control} index={index} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.fields.length === 0 ? (
        <p className="text-slate-600 text-sm dark:text-slate-300">{t('brandSettings.contacts.empty')}</p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => {
          rows.append({ ...EMPTY_CONTACT, types: [] } as ContactRowValues, {
            focusName: `contacts.${rows.fields.length}.name`,
          });
        }}
      >
        {t('brandSettings.contacts.add')}
      </Button>
      <SettingsFormFooter
        control={control}
        onDiscard={() => {
          form.reset();
          setExpanded(new Set());
        }}
        onReload={async () => {
          try {
            const data = await runOperation(BrandContactsQuery, {}, 'query');
            form.reset({ contacts: data.brandContacts.contacts.map(contactRowValues) });
            setExpanded(new Set());
          } catch {
            showNotice('error', t('brandSettings.contacts.reloadError'));
          }
        }}
        label={t('brandSettings.contacts.save')}
      />
      <DeleteContactDialog
        contact={deleting === null ? null : rowLabel(deleting)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) rows.remove(deleting);
          setDeleting(null);
        }}
      />
    </form>
  );
}

/** How many types a row has, with the row's types message (at least one; one Online Payments contact). */
function TypesSummary<Output>({
  control,
  index,
}: {
  control: Control<ContactsFormValues, unknown, Output>;
  index: number;
}) {
  const { t } = useTranslation(['brandSettings', 'domain']);
  const { field, fieldState } = useController({ control, name: `contacts.${index}.types` });
  const error = useFieldMessageText()(fieldState.error?.message);
  const types: readonly string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <div className="min-w-0 text-slate-700 text-xs dark:text-slate-200">
      <span>
        {types.length === 0
          ? t('brandSettings.contacts.noTypes')
          : types.map((type) => t(`domain.contactType.${type}`)).join(', ')}
      </span>
      {error ? <p className="mt-1 text-red-600 dark:text-red-400">{error}</p> : null}
    </div>
  );
}

/** A row's other fields: department, job title, alias, and its types. */
function ContactDetails<Output>({
  control,
  index,
}: {
  control: Control<ContactsFormValues, unknown, Output>;
  index: number;
}) {
  const { t } = useTranslation(['brandSettings', 'domain']);
  const n = index + 1;
  return (
    <div className="grid gap-3 rounded-lg bg-slate-50 p-3 lg:grid-cols-[1fr_2fr] dark:bg-slate-800/60">
      <div className="space-y-2">
        <FormTextField
          control={control}
          name={`contacts.${index}.department`}
          label={t('brandSettings.contacts.field.department', { n })}
        />
        <FormTextField
          control={control}
          name={`contacts.${index}.jobTitle`}
          label={t('brandSettings.contacts.field.jobTitle', { n })}
        />
        <FormTextField
          control={control}
          name={`contacts.${index}.alias`}
          label={t('brandSettings.contacts.field.alias', { n })}
        />
      </div>
      <div className="columns-1 sm:columns-2 xl:columns-3">
        <FormCheckboxGroup
          control={control}
          name={`contacts.${index}.types`}
          legend={t('brandSettings.contacts.field.types', { n })}
          options={CONTACT_TYPES.map((type) => ({ value: type, label: t(`domain.contactType.${type}`) }))}
        />
      </div>
    </div>
  );
}
