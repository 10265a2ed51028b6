/** The empty and the error state of a queue: a message in place of the table, with one action. */
export function QueueStateMessage({
  kind,
  title,
  body,
  action,
}: {
  kind: 'empty' | 'error';
  title: string;
  body?: string | null;
  action?: { label: string; run: () => void } | null;
}) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-state={kind}
      className={`rounded-lg border px-6 py-10 text-center ${
        kind === 'error'
          ? 'border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40'
          : 'border-slate-200 border-dashed bg-white dark:border-slate-700 dark:bg-slate-900'
      }`}
    >
      <p
        className={`font-medium ${kind === 'error' ? 'text-red-800 dark:text-red-200' : 'text-slate-800 dark:text-slate-100'}`}
      >
        {title}
      </p>
      {body ? <p className="mt-1 text-slate-600 text-sm dark:text-slate-300">{body}</p> : null}
      {action ? (
        <button
          type="button"
          onClick={action.run}
          className="mt-4 rounded-md bg-primary-600 px-3 py-1.5 font-medium text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2"
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
