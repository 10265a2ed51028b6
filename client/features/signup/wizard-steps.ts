import { SIGNUP_STEPS, type SignupStep } from '../../../schema/domain/vocabulary/signup';

/** The wizard's steps as the stepper shows them: the intro, then the steps the order records. */
export const WIZARD_STEPS = ['INTRO', ...SIGNUP_STEPS] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.min(stepIndex(step) + 1, WIZARD_STEPS.length - 1)] ?? 'SUMMARY';
}

export function previousStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.max(stepIndex(step) - 1, 0)] ?? 'INTRO';
}

/** Steps after the resume step are not reachable yet: each needs the ones before it saved. */
export function isReachable(step: WizardStep, resumeStep: SignupStep | null): boolean {
  if (resumeStep === null) return step === 'INTRO';
  return stepIndex(step) <= stepIndex(resumeStep);
}

/**
 * The step a draft resumes at: the api's, except that an order whose customer has the verification link resumes at
 * the documents step, where the wizard waits for them.
 */
export function effectiveResumeStep(
  resumeStep: SignupStep | null,
  verificationStatus: string | null,
): SignupStep | null {
  if (
    resumeStep !== null &&
    verificationStatus === 'AWAITING_CUSTOMER' &&
    stepIndex(resumeStep) > stepIndex('DOCUMENT_VERIFICATION')
  ) {
    return 'DOCUMENT_VERIFICATION';
  }
  return resumeStep;
}
