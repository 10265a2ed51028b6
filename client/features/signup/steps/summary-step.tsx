import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '../../../../schema/domain/validators/iban';
import type { SignupOrderFieldsFragment } from '../../../generated/graphql';
import { runOperation } from '../../../session/graphql-client';
import { Button } from '../../../ui/button';
import { serverErrorOf } from '../../../ui/form/server-error-mapping';
import { formatEuros, formatPercent } from '../../../ui/format';
import { addressLine } from '../address-values';
import type { LaunchedOrder } from '../launched-panel';
import { LaunchSignupOrderMutation, SignupContractPreviewMutation } from '../signup-documents';
import type { WizardStep } from '../wizard-steps';

type Props = {
  order: SignupOrderFieldsFragment;
  onLaunched: (launched: LaunchedOrder) => void;
  onGo: (step: WizardStep) => void;
  onBack: () => void;
};

/** The step an ORDER_INCOMPLETE refusal names (its field), so the alert can take the agent there. */
const STEP_OF_FIELD: Readonly<Record<string, WizardStep>> = {
  PRODUCTS: 'PRODUCTS',
  LINE_CONFIGURATION: 'LINE_CONFIGURATION',
  DOCUMENT_VERIFICATION: 'DOCUMENT_VERIFICATION',
  VERIFICATION_REVIEW: 'VERIFICATION_REVIEW',
  PAYMENT_DATA: 'PAYMENT_DATA',
};

/** Summary: everything the order will contract, the totals with taxes, the contract preview, and Launch. */
export function SummaryStep({ order, onLaunched, onGo, onBack }: Props) {
  const { t, i18n } = useTranslation(['signup', 'domain', 'errors']);
  const [launching, setLaunching] = useState(false);
  const [refusal, setRefusal] = useState<{ code: string; step: WizardStep | null } | null>(null);
  const [contract, setContract] = useState<string | null>(null);
  const [loadingContract, setLoadingContract] = useState(false);
  const signup = order.signup;
  const euros = (cents: number) => formatEuros(cents, i18n.language);

  async function launch() {
    if (launching) return;
    setLaunching(true);
    setRefusal(null);
    try {
      const answer = await runOperation(LaunchSignupOrderMutation, { id: order.id }, 'mutation');
      onLaunched(answer.launchOrder);
    } catch (error) {
      const refused = serverErrorOf(error);
      setRefusal({ code: refused.code, step: refused.field ? (STEP_OF_FIELD[refused.field] ?? null) : null });
    } finally {
      setLaunching(false);
    }
  }

  async function previewContract() {
    setLoadingContract(true);
    try {
      const answer = await runOperation(SignupContractPreviewMutation, { orderId: order.id }, 'mutation');
      setContract(answer.generateContractAnnex.documentHtml);
    } catch (error) {
      setRefusal({ code: serverErrorOf(error).code, step: null });
    } finally {
      setLoadingContract(false);
    }
  }

  const term = 'text-slate-500 dark:text-slate-400';
  return (
    <section aria-labelledby="signup-step-title" className="space-y-4">
      <h2 id="signup-step-title" className="font-semibold text-lg text-slate-900 dark:text-slate-50">
        {t('signup.step.SUMMARY')}
      </h2>
      {refusal ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-700 text-sm dark:border-red-800 dark:bg-red-950 dark:text-red-300"
        >
          {t(`errors.${refusal.code}`, { defaultValue: t('errors.generic') })}
          {refusal.step ? (
            <button
              type="button"
              className="ml-2 underline"
              onClick={() => refusal.step && onGo(refusal.step)}
            >
              {t('signup.summary.goToStep', { step: t(`signup.step.${refusal.step}`) })}
            </button>
          ) : null}
        </div>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className={term}>{t('signup.summary.customer')}</dt>
        <dd>
          {[order.customerName, order.customerFirstSurname, order.customerSecondSurname]
            .filter(Boolean)
            .join(' ')}{' '}
          · <span className="font-mono">{order.customerFiscalId}</span>
        </dd>
        <dt className={term}>{t('signup.summary.contact')}</dt>
        <dd>
          {order.email} · {order.mobileNumber}
        </dd>
        <dt className={term}>{t('signup.summary.address')}</dt>
        <dd>{addressLine(signup?.address)}</dd>
        <dt className={term}>{t('signup.summary.verification')}</dt>
        <dd>
          {t(`signup.verificationType.${order.verificationType}`)} ·{' '}
          {t(`signup.verificationStatus.${signup?.verification.status ?? 'NOT_STARTED'}`)}
        </dd>
        <dt className={term}>{t('signup.summary.payment')}</dt>
        <dd>
          {signup?.payment
            ? [
                t(`domain.paymentMethod.${signup.payment.paymentMethod}`),
                signup.payment.iban ? formatIban(signup.payment.iban) : null,
                signup.payment.mandateReference,
              ]
                .filter(Boolean)
                .join(' · ')
            : '—'}
        </dd>
        {signup?.shippingAddress ? (
          <>
            <dt className={term}>{t('signup.summary.shipping')}</dt>
            <dd>{addressLine(signup.shippingAddress)}</dd>
          </>
        ) : null}
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('signup.summary.lines')}</caption>
        <thead className="text-slate-500 text-xs uppercase dark:text-slate-400">
          <tr>
            <th className="py-1">{t('signup.summary.product')}</th>
            <th className="py-1">{t('signup.summary.line')}</th>
          </tr>
        </thead>
        <tbody>
          {(signup?.lines ?? []).map((line) => (
            <tr key={line.position} className="border-slate-100 border-t dark:border-slate-800">
              <td className="py-1.5">{line.productName}</td>
              <td className="py-1.5 font-mono">
                {[
                  line.mobileNumber?.lineNumber,
                  line.mobileNumber?.mode === 'PORTABILITY'
                    ? t('signup.summary.portedFrom', { operator: line.mobileNumber.donorOperator ?? '' })
                    : null,
                  line.fixedNumber?.fixedNumber,
                  line.sim?.kind === 'ICC' ? line.sim.icc : line.sim ? t('signup.lines.esim') : null,
                  line.supplyPoint?.cups,
                  line.tvUserEmail,
                  line.installationAddress ? addressLine(line.installationAddress) : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {signup ? (
        <dl
          className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
          data-testid="signup-totals"
        >
          <dt className={term}>{t('signup.summary.monthlyWithoutTax')}</dt>
          <dd className="text-right">{euros(signup.totals.monthlyWithoutTaxCents)}</dd>
          <dt className={term}>
            {t(`signup.tax.${signup.totals.taxTerritory}`, {
              rate: formatPercent(signup.totals.taxRate, i18n.language),
            })}
          </dt>
          <dd className="text-right">{euros(signup.totals.monthlyTaxCents)}</dd>
          <dt className="font-semibold">{t('signup.summary.monthly')}</dt>
          <dd className="text-right font-semibold">{euros(signup.totals.monthlyCents)}</dd>
          {signup.totals.monthlyWithPromotionsCents !== signup.totals.monthlyCents ? (
            <>
              <dt className={term}>{t('signup.summary.monthlyWithPromotions')}</dt>
              <dd className="text-right">{euros(signup.totals.monthlyWithPromotionsCents)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t('signup.summary.oneOff')}</dt>
          <dd className="text-right font-semibold">{euros(signup.totals.oneOffCents)}</dd>
        </dl>
      ) : null}
      <div>
        <Button variant="secondary" onClick={() => void previewContract()} pending={loadingContract}>
          {t('signup.summary.previewContract')}
        </Button>
        {contract !== null ? (
          <iframe
            title={t('signup.summary.contract')}
            sandbox=""
            srcDoc={contract}
            className="mt-2 h-96 w-full rounded border border-slate-200 bg-white dark:border-slate-700"
          />
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-2 border-slate-200 border-t pt-4 dark:border-slate-700">
        <Button variant="secondary" onClick={onBack} aria-keyshortcuts="Alt+ArrowLeft" disabled={launching}>
          {t('signup.back')}
        </Button>
        <Button size="lg" onClick={() => void launch()} pending={launching} data-step-focus>
          {t('signup.summary.launch')}
        </Button>
      </div>
    </section>
  );
}
