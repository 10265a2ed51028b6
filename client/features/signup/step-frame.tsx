import { type FormEvent, type ReactNode, useEffect } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignupOrderFieldsFragment } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../ui/form/form-submit-button';

/** What every step receives from the wizard. */
export type StepProps = {
  order: SignupOrderFieldsFragment;
  onSaved: (order: SignupOrderFieldsFragment) => void;
  onDirtyChange: (dirty: boolean) => void;
  onBack: () => void;
};

/**
 * One step's form: its title, the alert of a refused save, the fields, and Back / Save and continue. Enter in a
 * field saves the step; the wizard learns whether it holds unsaved changes (for the leave guard).
 */
export function StepFrame<Values extends FieldValues, Output>({
  form,
  title,
  description,
  onSubmit,
  onDirtyChange,
  onBack,
  submitLabel,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  title: string;
  description?: ReactNode;
  onSubmit: (event: FormEvent) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
  onBack?: (() => void) | undefined;
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('signup');
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="signup-step-title"
        className="space-y-4"
      >
        <div>
          <h2 id="signup-step-title" className="font-semibold text-lg text-slate-900 dark:text-slate-50">
            {title}
          </h2>
          {description ? (
            <div className="mt-1 text-slate-600 text-sm dark:text-slate-300">{description}</div>
          ) : null}
        </div>
        <FormErrorSummary control={form.control} density="regular" />
        {children}
        <div className="flex items-center justify-between gap-2 border-slate-200 border-t pt-4 dark:border-slate-700">
          {onBack ? (
            <Button
              variant="secondary"
              onClick={onBack}
              aria-keyshortcuts="Alt+ArrowLeft"
              disabled={isSubmitting}
            >
              {t('signup.back')}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex items-center gap-3">
            {isSubmitting ? (
              <span role="status" className="text-slate-500 text-sm dark:text-slate-400">
                {t('signup.saving')}
              </span>
            ) : null}
            <FormSubmitButton control={form.control} size="lg">
              {submitLabel ?? t('signup.continue')}
            </FormSubmitButton>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

/** A group of fields with a visible legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 font-medium text-slate-700 text-sm dark:text-slate-200">{legend}</legend>
      {children}
    </fieldset>
  );
}
