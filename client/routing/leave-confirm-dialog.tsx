import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '../ui/button';
import { FormDialog } from '../ui/form-dialog';
import { leaveRequest } from './leave-guard';

/** The confirmation a guarded page asks before the console navigates away from it. */
export default function LeaveConfirmDialog() {
  const { t } = useTranslation('common');
  const { pending } = useSnapshot(leaveRequest);
  const close = () => {
    leaveRequest.pending = null;
  };
  return (
    <FormDialog open={pending !== null} onClose={close} title={t('common.leave.title')}>
      <p className="mt-2 text-slate-700 text-sm dark:text-slate-200">{t('common.leave.body')}</p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={close} data-autofocus>
          {t('common.leave.stay')}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            const leave = leaveRequest.pending?.leave;
            close();
            leave?.();
          }}
        >
          {t('common.leave.confirm')}
        </Button>
      </div>
    </FormDialog>
  );
}
