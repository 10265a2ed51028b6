import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { FormDialog } from '../../ui/form-dialog';
import { AddOptionalForm } from './forms/add-optional-form';
import { AddToSharedGroupForm } from './forms/add-to-shared-group-form';
import { AliasForm } from './forms/alias-form';
import { ChangeHolderForm } from './forms/change-holder-form';
import { ChangeProductForm } from './forms/change-product-form';
import { CreateSharedGroupForm } from './forms/create-shared-group-form';
import { DuplicateSimForm } from './forms/duplicate-sim-form';
import type { LineFormProps } from './forms/line-form';
import { MultisimForm } from './forms/multisim-form';
import { PackForm } from './forms/pack-form';
import { PasswordForm } from './forms/password-form';
import { SpnForm } from './forms/spn-form';
import { WifiForm } from './forms/wifi-form';
import type { LineActionKey } from './line-action-visibility';
import { closeLineForm, lineFormStore } from './line-form-store';
import type { LineView } from './line-view';

/** The line actions that take a form of their own; the others use the action dialog's reason and confirm steps. */
export const LINE_FORMS: Partial<Record<LineActionKey, ComponentType<LineFormProps<LineView>>>> = {
  alias: AliasForm,
  changeProduct: ChangeProductForm,
  addOptional: AddOptionalForm,
  changeHolder: ChangeHolderForm,
  spn: SpnForm,
  duplicateSim: DuplicateSimForm,
  addMultisim: MultisimForm,
  createSharedGroup: CreateSharedGroupForm,
  addToSharedGroup: AddToSharedGroupForm,
  pack: PackForm,
  wifi: WifiForm,
  password: PasswordForm,
};

/** Mounted by the line view: the form of the line action being started. Escape or Cancel closes it unchanged. */
export function LineFormDialog() {
  const { t } = useTranslation('line');
  const { form } = useSnapshot(lineFormStore);
  const Form = form ? LINE_FORMS[form.key] : undefined;
  // The line is kept by reference (not snapshotted): the form gets the object its starter passed.
  const line = lineFormStore.form?.line;
  const close = () => closeLineForm(form?.id);
  return (
    <FormDialog
      open={!!form && !!Form && !!line}
      onClose={close}
      title={form ? t(`line.action.${form.key}`) : ''}
      subtitle={form?.line.lineNumber}
      width={form?.key === 'changeHolder' ? 'xl' : 'md'}
    >
      {form && Form && line ? <Form key={form.id} line={line} onDone={form.done} onCancel={close} /> : null}
    </FormDialog>
  );
}
