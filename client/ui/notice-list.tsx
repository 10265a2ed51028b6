import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dismissNotice, noticeStore } from './notice-store';

export function NoticeList() {
  const { t } = useTranslation('common');
  const { notices } = useSnapshot(noticeStore);
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 flex-col gap-2">
      {notices.map((notice) => (
        <div
          key={notice.id}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ${
            notice.kind === 'error'
              ? 'bg-red-600 text-white'
              : // White on emerald-600 reads 3.8:1; emerald-700 reads 5.5:1.
                'bg-emerald-700 text-white'
          }`}
        >
          <span className="flex-1">{notice.message}</span>
          <button
            type="button"
            onClick={() => dismissNotice(notice.id)}
            className="rounded px-1 font-semibold hover:bg-white/20"
            aria-label={t('dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
