/**
 * How roomy a field is: `compact` in dialogs (the line actions), `regular` on pages and the login screen.
 * The classes live here so every field of one density looks the same.
 */
export type FieldDensity = 'compact' | 'regular';

const CONTROL: Record<FieldDensity, string> = {
  compact:
    'h-9 w-full rounded-md border bg-white px-2.5 text-slate-900 text-sm placeholder:text-slate-400 focus:outline-2 focus:outline-primary-500 dark:bg-slate-950 dark:text-slate-100',
  regular:
    'h-11 w-full rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-primary-500 dark:bg-slate-950 dark:text-slate-100',
};

/** The classes of a text input or select, red-bordered while its value is refused. */
export function controlClass(density: FieldDensity, invalid: boolean): string {
  return `${CONTROL[density]} ${invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'}`;
}

const TEXT_AREA: Record<FieldDensity, string> = {
  compact:
    'w-full rounded-md border bg-white px-2.5 py-1.5 text-slate-900 text-sm placeholder:text-slate-400 focus:outline-2 focus:outline-primary-500 dark:bg-slate-950 dark:text-slate-100',
  regular:
    'w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-primary-500 dark:bg-slate-950 dark:text-slate-100',
};

/** The classes of a textarea: as a text input's, but as tall as its rows. */
export function textAreaClass(density: FieldDensity, invalid: boolean): string {
  return `${TEXT_AREA[density]} ${invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'}`;
}

export const FIELD_CLASS: Record<FieldDensity, string> = { compact: 'space-y-1', regular: 'space-y-1.5' };

export const LABEL_CLASS: Record<FieldDensity, string> = {
  compact: 'block font-medium text-slate-700 text-xs dark:text-slate-200',
  regular: 'block font-medium text-slate-700 text-sm dark:text-slate-200',
};

export const MESSAGE_CLASS: Record<FieldDensity, string> = {
  compact: 'text-red-600 text-xs dark:text-red-400',
  regular: 'text-red-600 text-sm dark:text-red-400',
};

export const HINT_CLASS: Record<FieldDensity, string> = {
  compact: 'text-slate-500 text-xs dark:text-slate-400',
  regular: 'text-slate-500 text-sm dark:text-slate-400',
};
