import { createContext, useContext, useEffect } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import type { BrandSettingsTab } from './brand-settings-tabs';

/** A form of the page says whether it holds unsaved changes; its id starts with its tab (`invoicing.series`). */
export type ReportDirty = (formId: `${BrandSettingsTab}.${string}`, dirty: boolean) => void;

export const DirtyFormsContext = createContext<ReportDirty>(() => {});

/** Keeps the page told whether this form holds unsaved changes (the tab strip marks its tab). */
export function useReportDirty<Values extends FieldValues, Output>(
  control: Control<Values, unknown, Output>,
  formId: `${BrandSettingsTab}.${string}`,
): void {
  const report = useContext(DirtyFormsContext);
  const { isDirty } = useFormState({ control });
  useEffect(() => report(formId, isDirty), [report, formId, isDirty]);
  useEffect(() => () => report(formId, false), [report, formId]);
}

/** The tabs with a form holding unsaved changes. */
export function dirtyTabsOf(dirtyForms: Readonly<Record<string, boolean>>): Set<string> {
  return new Set(
    Object.entries(dirtyForms)
      .filter(([, dirty]) => dirty)
      .map(([formId]) => formId.slice(0, formId.indexOf('.'))),
  );
}
