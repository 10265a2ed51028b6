import { afterEach, describe, expect, it } from 'vitest';
import { type EntityAction, EntityActionAborted } from '../../client/actions/entity-action';
import { entityActionRunStore } from '../../client/actions/entity-action-run-store';
import { registerEntityActions } from '../../client/actions/register-entity-actions';
import { startEntityAction } from '../../client/actions/start-entity-action';
import {
  closeInstallationForm,
  installationFormStore,
  openInstallationForm,
} from '../../client/features/installations/installation-form-store';
import type { InstallationRow } from '../../client/features/installations/installation-row';
import { closeLineForm, lineFormStore, openLineForm } from '../../client/features/line/line-form-store';
import type { LineView } from '../../client/features/line/line-view';
import { noticeStore } from '../../client/ui/notice-store';

let unregister: () => void = () => {};

afterEach(() => {
  unregister();
  entityActionRunStore.run = null;
  noticeStore.notices = [];
});

function formLikeAction(run: EntityAction<{ id: string }>['run']): EntityAction<{ id: string }> {
  return {
    id: 'test.formAction',
    entity: 'test',
    title: 'test',
    isVisible: () => true,
    run,
    success: 'test.done',
  };
}

describe('an action left before it ran (aborted)', () => {
  it('ends without a toast when its run rejects with EntityActionAborted', async () => {
    unregister = registerEntityActions([formLikeAction(() => Promise.reject(new EntityActionAborted()))]);
    await startEntityAction('test.formAction', [{ id: 'r1' }], null);
    expect(noticeStore.notices).toEqual([]);
  });

  it('still reports a real failure as an error toast', async () => {
    unregister = registerEntityActions([formLikeAction(() => Promise.reject(new Error('boom')))]);
    await startEntityAction('test.formAction', [{ id: 'r1' }], null);
    expect(noticeStore.notices.map((notice) => notice.kind)).toEqual(['error']);
  });

  it('a line form closed with Escape settles its action as aborted; a saved one resolves', async () => {
    const line = { subscriptionId: 's-1', lineNumber: '612345678' } as LineView;
    const left = openLineForm('alias', line);
    const firstId = lineFormStore.form?.id;
    closeLineForm(firstId);
    await expect(left).rejects.toBeInstanceOf(EntityActionAborted);
    expect(lineFormStore.form).toBeNull();

    const saved = openLineForm('alias', line);
    lineFormStore.form?.done();
    await expect(saved).resolves.toBeUndefined();
    expect(lineFormStore.form).toBeNull();
  });

  it('an installation form closed without saving settles its action as aborted', async () => {
    const left = openInstallationForm('schedule', { id: 'i-1' } as InstallationRow);
    const id = installationFormStore.open?.id ?? -1;
    closeInstallationForm(id);
    await expect(left).rejects.toBeInstanceOf(EntityActionAborted);
    expect(installationFormStore.open).toBeNull();
  });
});
