import { useTranslation } from 'react-i18next';
import type { GraphqlOperationError } from '../../session/graphql-client';

/** Loading, or a failed read with its Retry button; nothing once the data is there. */
export function LoadState({
  loading,
  error,
  retry,
}: {
  loading: boolean;
  error: GraphqlOperationError | null;
  retry: () => void;
}) {
  const { t } = useTranslation('dashboard');
  if (error) {
    return (
      <p role="alert" className="text-red-700 text-sm dark:text-red-400">
        {t('dashboard.state.error')}{' '}
        <button
          type="button"
          onClick={retry}
          className="rounded-sm font-medium underline focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          {t('dashboard.state.retry')}
        </button>
      </p>
    );
  }
  if (loading) {
    return (
      <p role="status" className="text-slate-600 text-sm dark:text-slate-300">
        {t('dashboard.state.loading')}
      </p>
    );
  }
  return null;
}
