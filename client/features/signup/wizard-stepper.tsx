import { useTranslation } from 'react-i18next';
import type { SignupStep } from '../../../schema/domain/vocabulary/signup';
import { isReachable, stepIndex, WIZARD_STEPS, type WizardStep } from './wizard-steps';

/**
 * The wizard's steps in order: done ones are links back, the current one is marked `aria-current="step"`, the ones
 * not reached yet are plain text.
 */
export function WizardStepper({
  current,
  resumeStep,
  onGo,
}: {
  current: WizardStep;
  resumeStep: SignupStep | null;
  onGo: (step: WizardStep) => void;
}) {
  const { t } = useTranslation('signup');
  return (
    <nav aria-label={t('signup.stepper.label')}>
      <ol className="flex flex-wrap gap-1 text-xs sm:text-sm">
        {WIZARD_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const done = stepIndex(step) < stepIndex(current) || (isReachable(step, resumeStep) && !isCurrent);
          const base = 'flex items-center gap-1.5 rounded-full px-3 py-1';
          const label = (
            <>
              <span
                aria-hidden="true"
                className={`grid size-5 place-items-center rounded-full font-semibold text-[11px] ${
                  isCurrent
                    ? 'bg-white text-primary-700'
                    : done
                      ? 'bg-primary-600 text-white dark:bg-primary-500'
                      : 'bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-300'
                }`}
              >
                {index + 1}
              </span>
              {t(`signup.step.${step}`)}
            </>
          );
          return (
            <li key={step}>
              {isCurrent ? (
                <span aria-current="step" className={`${base} bg-primary-700 text-white dark:bg-primary-600`}>
                  {label}
                </span>
              ) : done ? (
                <button
                  type="button"
                  onClick={() => onGo(step)}
                  className={`${base} text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-slate-200 dark:hover:bg-slate-800`}
                >
                  {label}
                </button>
              ) : (
                <span className={`${base} text-slate-500 dark:text-slate-400`}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
