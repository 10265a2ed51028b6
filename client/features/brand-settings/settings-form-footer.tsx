import { type ReactNode, useState } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FormSubmitButton } from '../../ui/form/form-submit-button';

/**
 * The end of a settings form: a note while it holds unsaved changes, Discard (back to what is saved) and Save.
 * `label` names what Save saves when a tab has several forms.
 */
export function SettingsFormFooter<Values extends FieldValues, Output>({
  control,
  onDiscard,
  onReload,
  label,
}: {
  control: Control<Values, unknown, Output>;
  onDiscard: () => void;
  /** Reads what is saved on the server again (another admin may have changed it) and shows it. */
  onReload?: (() => Promise<void>) | undefined;
  label?: ReactNode;
}) {
  const { t } = useTranslation('brandSettings');
  const { isDirty, isSubmitting } = useFormState({ control });
  const [reloading, setReloading] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-slate-200 border-t pt-4 dark:border-slate-700">
      {isDirty ? (
        <p className="mr-auto text-amber-800 text-sm dark:text-amber-200">{t('brandSettings.unsavedNote')}</p>
      ) : null}
      {onReload ? (
        <Button
          variant="secondary"
          size="lg"
          pending={reloading}
          disabled={isSubmitting}
          onClick={async () => {
            setReloading(true);
            await onReload();
            setReloading(false);
          }}
        >
          {t('brandSettings.reload')}
        </Button>
      ) : null}
      <Button variant="secondary" size="lg" disabled={!isDirty || isSubmitting} onClick={onDiscard}>
        {t('brandSettings.discard')}
      </Button>
      <FormSubmitButton control={control} size="lg">
        {label ?? t('brandSettings.save')}
      </FormSubmitButton>
    </div>
  );
}
