import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { FormDialog } from '../../ui/form-dialog';
import { formatDate } from '../../ui/format';
import { PageSpinner } from '../../ui/page-spinner';
import { ChannelUserHistoryQuery } from './channel-documents';
import { channelUserHistoryStore, closeChannelUserHistory } from './channel-user-history-store';

/** A user's history: each change of role and status (and name), when and by whom, newest first. */
export function ChannelUserHistoryDialog() {
  const { t } = useTranslation('roles');
  const { email } = useSnapshot(channelUserHistoryStore);
  return (
    <FormDialog
      open={email !== null}
      onClose={closeChannelUserHistory}
      title={t('roles.users.history.title')}
      subtitle={email}
      width="2xl"
    >
      {email ? <HistoryTable email={email} /> : null}
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={closeChannelUserHistory}>
          {t('roles.users.history.close')}
        </Button>
      </div>
    </FormDialog>
  );
}

function HistoryTable({ email }: { email: string }) {
  const { t } = useTranslation(['roles', 'common', 'domain', 'errors']);
  // Today's history, not the one read when the dialog last opened.
  const query = useGraphqlQuery(ChannelUserHistoryQuery, { email }, 'network-only');
  const history = query.data?.channelUserHistory ?? null;
  if (!history) {
    return query.error ? (
      <div className="mt-3">
        <FormAlert message={t(`errors.${query.error.code}`, { defaultValue: t('errors.generic') })} />
      </div>
    ) : (
      <PageSpinner />
    );
  }
  const role = (value: string | null | undefined) => (value ? t(`common.role.${value}`) : '—');
  const status = (value: string | null | undefined) => (value ? t(`domain.channelUserStatus.${value}`) : '—');
  return (
    <div className="mt-3 max-h-[60vh] overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('roles.users.history.title')}</caption>
        <thead className="text-slate-600 text-xs dark:text-slate-300">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('roles.users.history.when')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('roles.users.history.change')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('roles.users.history.role')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('roles.users.history.status')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('roles.users.history.by')}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the entries are read once, newest first, and never move.
            <tr key={index} className="border-slate-200 border-t dark:border-slate-700">
              <td className="py-1.5 pr-3 tabular-nums">{formatDate(entry.at, true)}</td>
              <td className="py-1.5 pr-3">{t(`roles.users.history.action.${entry.action}`)}</td>
              <td className="py-1.5 pr-3">
                {entry.fromRole === entry.toRole
                  ? role(entry.toRole)
                  : `${role(entry.fromRole)} → ${role(entry.toRole)}`}
              </td>
              <td className="py-1.5 pr-3">
                {entry.fromStatus === entry.toStatus
                  ? status(entry.toStatus)
                  : `${status(entry.fromStatus)} → ${status(entry.toStatus)}`}
              </td>
              <td className="py-1.5">
                {entry.actor ? `${entry.actor.fullName} (${entry.actor.email})` : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.entries.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm dark:text-slate-300">{t('roles.users.history.empty')}</p>
      ) : null}
    </div>
  );
}
