import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';

/** "Columns": a checkbox per column; the choice is saved per queue by the caller. */
export function ColumnMenu({
  columns,
  visibility,
  onChange,
}: {
  columns: readonly { id: string; header: string }[];
  visibility: Readonly<Record<string, boolean>>;
  onChange: (id: string, visible: boolean) => void;
}) {
  const { t } = useTranslation(['table']);
  const visibleCount = columns.filter((column) => visibility[column.id] !== false).length;
  return (
    <Popover className="relative">
      <PopoverButton className="h-8 rounded-md border border-slate-300 bg-white px-3 text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800">
        {t('table.columns.button')}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-40 mt-1 w-60 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <fieldset>
          <legend className="px-2 pb-1 font-medium text-slate-500 text-xs dark:text-slate-400">
            {t('table.columns.title')}
          </legend>
          {columns.map((column) => {
            const visible = visibility[column.id] !== false;
            return (
              <label
                key={column.id}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-slate-700 text-sm hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <input
                  type="checkbox"
                  checked={visible}
                  // The last visible column stays: a table with no columns helps nobody.
                  disabled={visible && visibleCount === 1}
                  onChange={(event) => onChange(column.id, event.target.checked)}
                  className="size-3.5 accent-primary-600"
                />
                {column.header}
              </label>
            );
          })}
        </fieldset>
      </PopoverPanel>
    </Popover>
  );
}
