import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { SignupOrderFieldsFragment } from '../../generated/graphql';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { navigateTo } from '../../session/navigator';
import { PageHeader } from '../../shell/page-header';
import { PageSpinner } from '../../ui/page-spinner';
import { handOffChosenProduct, takeChosenProduct } from './chosen-product';
import { type LaunchedOrder, LaunchedPanel } from './launched-panel';
import { SignupOrderQuery } from './signup-documents';
import { handOffSignupOrder, takeHandedOffOrder } from './signup-handoff';
import { IntroStep } from './steps/intro-step';
import { LinesStep } from './steps/lines-step';
import { PaymentStep } from './steps/payment-step';
import { ProductsStep } from './steps/products-step';
import { ReviewStep } from './steps/review-step';
import { SummaryStep } from './steps/summary-step';
import { VerificationStep } from './steps/verification-step';
import { useWizardLeaveGuard } from './use-wizard-leave-guard';
import { useVerificationPolling } from './verification/use-verification-polling';
import { WizardStepper } from './wizard-stepper';
import { effectiveResumeStep, isReachable, nextStep, previousStep, type WizardStep } from './wizard-steps';

/**
 * The signup wizard (`/subscriptions/v2`, and `/new-order/{id}` to resume a draft at its last saved step). The
 * intro creates the customer and the draft; every later step is saved on the order before the next one shows, so a
 * reload or another agent's browser resumes where the work stopped.
 */
export default function SignupPage({ params }: PageProps) {
  const { t } = useTranslation('signup');
  const orderId = params.id ?? null;
  const search = useSearch();
  // A product chosen before the wizard (the energy study's "Sign up with this product"), for the products step.
  const [chosenProduct] = useState(
    () => takeChosenProduct(orderId) ?? new URLSearchParams(search).get('product'),
  );
  const [handedOff] = useState(() => takeHandedOffOrder(orderId));
  const [saved, setSaved] = useState<SignupOrderFieldsFragment | null>(handedOff);
  const query = useGraphqlQuery(
    SignupOrderQuery,
    orderId && !handedOff ? { id: orderId } : null,
    'network-only',
  );
  const order = saved ?? query.data?.signupOrder ?? null;
  const [chosenStep, setChosenStep] = useState<WizardStep | null>(null);
  const [launched, setLaunched] = useState<LaunchedOrder | null>(null);
  const guard = useWizardLeaveGuard();
  const verificationStatus = order?.signup?.verification.status ?? null;
  const resumeStep = effectiveResumeStep(order?.signup?.resumeStep ?? null, verificationStatus);
  const step: WizardStep = chosenStep ?? (order ? (resumeStep ?? 'SUMMARY') : 'INTRO');

  // While the customer has the verification link, the documents step waits for their documents and then moves on
  // by itself: to the review when they passed the identity check, or back to the documents with the reason.
  useVerificationPolling(
    order && step === 'DOCUMENT_VERIFICATION' && verificationStatus === 'AWAITING_CUSTOMER' ? order.id : null,
    (next) => {
      setSaved(next);
      setChosenStep(
        next.signup?.verification.status === 'REQUESTED' ? 'VERIFICATION_REVIEW' : 'DOCUMENT_VERIFICATION',
      );
    },
  );

  const stepArea = useRef<HTMLDivElement>(null);
  const shownStep = useRef<WizardStep | null>(handedOff ? 'INTRO' : null);
  // The first field of a step reached by saving or going back takes the focus, so the keyboard carries on where
  // the eyes go. The first step shown leaves the focus where the console put it (the page's key sequences work).
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = step;
    if (previous === null || previous === step) return;
    const first = stepArea.current?.querySelector<HTMLElement>(
      'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea, [data-step-focus]',
    );
    first?.focus();
  }, [step]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey && event.key === 'ArrowLeft' && step !== 'INTRO') {
        event.preventDefault();
        setChosenStep(previousStep(step));
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [step]);

  /** A verification turned down (the identity check failed, or the agent rejected it) resumes at the documents. */
  function onVerificationSaved(next: SignupOrderFieldsFragment) {
    if (next.signup?.verification.status === 'ERRORED') {
      guard.markSaved();
      setSaved(next);
      setChosenStep('DOCUMENT_VERIFICATION');
    } else onStepSaved(next);
  }

  function onStepSaved(next: SignupOrderFieldsFragment) {
    guard.markSaved();
    setSaved(next);
    setChosenStep(nextStep(step));
    if (!orderId) {
      handOffSignupOrder(next);
      if (chosenProduct) handOffChosenProduct(next.id, chosenProduct);
      navigateTo(`/new-order/${next.id}`, { replace: true });
    }
  }

  if (orderId && !order) {
    if (query.error) {
      return (
        <div className="space-y-3">
          <PageHeader title={t('signup.title')} />
          <p role="alert" className="text-red-700 text-sm dark:text-red-300">
            {query.error.code === 'NOT_FOUND'
              ? t('signup.notResumable')
              : t(`errors.${query.error.code}`, { ns: 'errors' })}
          </p>
          <Link
            href="/management/draft-orders"
            className="text-primary-700 text-sm underline dark:text-primary-300"
          >
            {t('signup.launched.orders')}
          </Link>
        </div>
      );
    }
    return <PageSpinner />;
  }
  if (launched) return <LaunchedPanel launched={launched} order={order} />;
  if (order && !order.draft) return <LaunchedPanel launched={order} order={order} />;

  const common = { onDirtyChange: guard.setDirty, onBack: () => setChosenStep(previousStep(step)) };
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <PageHeader
          title={order ? t('signup.titleWithOrder', { orderNumber: order.orderNumber }) : t('signup.title')}
        />
        {order ? (
          <p className="text-slate-600 text-sm dark:text-slate-300" data-testid="signup-customer">
            {[order.customerName, order.customerFirstSurname, order.customerSecondSurname]
              .filter(Boolean)
              .join(' ')}
            {' · '}
            <span className="font-mono">{order.customerFiscalId}</span>
          </p>
        ) : null}
      </div>
      <WizardStepper
        current={step}
        resumeStep={resumeStep}
        onGo={(target) => {
          if (isReachable(target, resumeStep) || target === 'INTRO') setChosenStep(target);
        }}
      />
      <p className="sr-only" aria-live="polite">
        {t(`signup.step.${step}`)}
      </p>
      <div
        ref={stepArea}
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        {step === 'INTRO' ? (
          // A new query (the palette's "New signup for …" while already here) starts the intro afresh from it.
          <IntroStep
            key={order ? order.id : search}
            order={order}
            search={search}
            onSaved={onStepSaved}
            {...common}
          />
        ) : order ? (
          <>
            {step === 'PRODUCTS' ? (
              <ProductsStep order={order} onSaved={onStepSaved} chosenProductId={chosenProduct} {...common} />
            ) : null}
            {step === 'LINE_CONFIGURATION' ? (
              <LinesStep order={order} onSaved={onStepSaved} {...common} />
            ) : null}
            {step === 'DOCUMENT_VERIFICATION' ? (
              <VerificationStep
                order={order}
                onSaved={onVerificationSaved}
                onOrderChanged={setSaved}
                onChangeMethod={() => setChosenStep('INTRO')}
                {...common}
              />
            ) : null}
            {step === 'VERIFICATION_REVIEW' ? (
              <ReviewStep order={order} onSaved={onVerificationSaved} {...common} />
            ) : null}
            {step === 'PAYMENT_DATA' ? <PaymentStep order={order} onSaved={onStepSaved} {...common} /> : null}
            {step === 'SUMMARY' ? (
              <SummaryStep
                order={order}
                onLaunched={(answer) => {
                  guard.markSaved();
                  setLaunched(answer);
                }}
                onGo={setChosenStep}
                {...common}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
