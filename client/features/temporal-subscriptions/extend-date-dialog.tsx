import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { isoDateOf, madridCalendarDate } from '../../../schema/domain/madrid-clock';
import { DialogForm } from '../../ui/form/dialog-form';
import { FormDateField } from '../../ui/form/form-date-field';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { formatDate } from '../../ui/format';
import { extendDateFormSchema } from './extend-date-form-schema';
import { chooseExtendedEndDate, closeExtendDate, extendDateStore } from './extend-date-store';
import type { TemporalRow } from './temporal-row';
import { temporalRowLabel } from './temporal-row';

function ExtendDateForm({ id, rows, now }: { id: number; rows: readonly TemporalRow[]; now: () => Date }) {
  const { t } = useTranslation(['temporalSubscriptions', 'common']);
  const today = isoDateOf(madridCalendarDate(now()));
  // Every row's new end must be after its own end: the latest of them bounds the date for all.
  const currentEndDate = rows
    .map((row) => row.endDate)
    .reduce((latest, end) => (end > latest ? end : latest));
  const schema = useMemo(() => extendDateFormSchema({ today, currentEndDate }), [today, currentEndDate]);
  const form = useZodForm(schema, { defaultValues: { endDate: '' } });
  const submit = form.handleSubmit((values) => chooseExtendedEndDate(id, values.endDate));
  return (
    <DialogForm
      control={form.control}
      onSubmit={(event) => void submit(event)}
      onCancel={() => closeExtendDate(id)}
      cancelLabel={t('temporalSubscriptions.extend.cancel')}
      submitLabel={t('temporalSubscriptions.action.extend')}
    >
      <p className="text-slate-600 text-sm dark:text-slate-300">
        {t(
          rows.length > 1
            ? 'temporalSubscriptions.extend.currentLatest'
            : 'temporalSubscriptions.extend.current',
          {
            date: formatDate(currentEndDate),
          },
        )}
      </p>
      <FormDateField
        control={form.control}
        name="endDate"
        label={t('temporalSubscriptions.extend.newEndDate')}
        format={t('temporalSubscriptions.extend.format')}
        showFormatAs="hint"
        autoFocus
      />
    </DialogForm>
  );
}

/**
 * The new end date of the extend action, asked by its `run` (extend-date-store.ts): the row buttons, the selection
 * bar and the palette all come here. `now` is injectable for tests.
 */
export function ExtendDateDialog({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation('temporalSubscriptions');
  const { open } = useSnapshot(extendDateStore);
  const rows = (open?.rows ?? []) as readonly TemporalRow[];
  return (
    <FormDialog
      open={!!open}
      onClose={() => open && closeExtendDate(open.id)}
      title={t('temporalSubscriptions.extend.title')}
      subtitle={
        rows.length === 1 && rows[0]
          ? temporalRowLabel(rows[0])
          : t('temporalSubscriptions.extend.rows', { count: rows.length })
      }
    >
      {open ? <ExtendDateForm key={open.id} id={open.id} rows={rows} now={now} /> : null}
    </FormDialog>
  );
}
