import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { leaveRequest } from './leave-guard';

// Loaded the first time a guarded page asks, so the login route does not carry the dialog.
const LeaveConfirmDialog = lazy(() => import('./leave-confirm-dialog'));

export function LeaveConfirmHost() {
  const { pending } = useSnapshot(leaveRequest);
  return pending ? (
    <Suspense fallback={null}>
      <LeaveConfirmDialog />
    </Suspense>
  ) : null;
}
