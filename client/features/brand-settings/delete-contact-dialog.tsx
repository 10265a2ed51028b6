import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FormDialog } from '../../ui/form-dialog';
import { IrreversibleNote } from '../../ui/irreversible-note';

/**
 * Deleting a contact asks first (spec section 2): once the table is saved the contact is gone for good. Cancel has
 * the focus, so Enter alone never deletes.
 */
export function DeleteContactDialog({
  contact,
  onCancel,
  onConfirm,
}: {
  /** The row's label (name and e-mail), or null when the dialog is closed. */
  contact: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('brandSettings');
  return (
    <FormDialog
      open={contact !== null}
      onClose={onCancel}
      title={t('brandSettings.contacts.delete.title')}
      subtitle={contact}
      irreversible
    >
      <p className="mt-3 text-slate-600 text-sm dark:text-slate-300">
        {t('brandSettings.contacts.delete.body')}
      </p>
      <IrreversibleNote>{t('brandSettings.contacts.delete.irreversible')}</IrreversibleNote>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onCancel}>
          {t('brandSettings.contacts.delete.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('brandSettings.contacts.delete.confirm')}
        </Button>
      </div>
    </FormDialog>
  );
}
