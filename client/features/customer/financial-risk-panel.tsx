import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorCode } from '../../actions/action-error-code';
import type {
  CustomerDetailFieldsFragment,
  CustomerScoreQuery as CustomerScoreQueryResult,
  FinancialRiskScoreFieldsFragment,
} from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { FormAlert } from '../../ui/form-alert';
import { formatDate, formatEuros, formatPercent } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { StatusBadge } from '../../ui/status-badge';
import { ScoreCustomerMutation } from './financial-risk-operations';
import { missingScoreFields } from './financial-risk-preconditions';
import { SECONDARY_BUTTON } from './payment-panel';

export type CustomerScoreState = CustomerScoreQueryResult['customerScore'];

type Props = {
  customer: CustomerDetailFieldsFragment;
  /** Null while loading; the error code when it could not be read. */
  score: CustomerScoreState | null;
  scoreError: string | null;
  onScored: (score: FinancialRiskScoreFieldsFragment) => void;
  onCompleteData: () => void;
};

type Step = { kind: 'idle' } | { kind: 'missing' } | { kind: 'confirm' } | { kind: 'running' };

/**
 * The financial risk query (docs/decisions.md, Customer 360): the data the bureau needs checked first (nothing asked or charged while missing), the
 * cost shown and confirmed before the query runs, 'no result, not charged' or 'credit opinion updated' after.
 */
export function FinancialRiskPanel({ customer, score, scoreError, onScored, onCompleteData }: Props) {
  const { t, i18n } = useTranslation(['customer', 'domain', 'errors']);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const missing = missingScoreFields(customer);
  const language = i18n.language;
  const cost = score?.queryCost;

  function request() {
    setFailure(null);
    setStep(missing.length > 0 ? { kind: 'missing' } : { kind: 'confirm' });
  }

  async function run() {
    setStep({ kind: 'running' });
    try {
      const data = await runOperation(ScoreCustomerMutation, { fiscalId: customer.fiscalId }, 'mutation');
      const outcome = data.scoreCustomer;
      if (outcome.result === 'SCORED' && outcome.score) {
        showNotice(
          'success',
          t('customer.risk.updated', { amount: formatEuros(outcome.chargeCents ?? 0, language) }),
        );
        onScored(outcome.score as FinancialRiskScoreFieldsFragment);
      } else {
        showNotice('success', t('customer.risk.noResult'));
      }
      setStep({ kind: 'idle' });
    } catch (error) {
      setFailure(t(`errors.${actionErrorCode(error)}`));
      setStep({ kind: 'idle' });
    }
  }

  const latest = score?.score ?? null;
  return (
    <section aria-labelledby="customer-risk-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="customer-risk-title" className="font-semibold text-slate-900 dark:text-slate-50">
          {t('customer.risk.title')}
        </h2>
        <button
          type="button"
          onClick={request}
          disabled={step.kind === 'running' || !score}
          className="h-9 rounded-lg bg-primary-600 px-3 font-semibold text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 disabled:opacity-60 dark:bg-primary-500"
        >
          {latest ? t('customer.risk.update') : t('customer.risk.request')}
        </button>
      </div>
      {scoreError ? <FormAlert message={t(`errors.${scoreError}`)} /> : null}
      {failure ? <FormAlert message={failure} /> : null}
      {cost ? (
        <p className="text-slate-600 text-sm dark:text-slate-300" data-testid="risk-cost">
          {t('customer.risk.cost', {
            net: formatEuros(cost.netCents, language),
            tax: t(`domain.taxTerritory.${cost.taxTerritory}`),
            rate: formatPercent(cost.taxRate, language),
            total: formatEuros(cost.totalCents, language),
          })}
        </p>
      ) : null}
      {step.kind === 'missing' ? (
        <div
          role="alert"
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <p className="font-medium">{t('customer.risk.missingTitle')}</p>
          <ul className="list-inside list-disc">
            {missing.map((item) => (
              <li key={item.field}>{t(item.label)}</li>
            ))}
          </ul>
          <p>{t('customer.risk.notCharged')}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={onCompleteData}>
            {t('customer.risk.completeData')}
          </button>
        </div>
      ) : null}
      {step.kind === 'confirm' && cost ? (
        <div
          role="alertdialog"
          aria-labelledby="risk-confirm-text"
          className="space-y-2 rounded-lg border border-primary-300 bg-primary-50 p-3 text-sm dark:border-primary-800 dark:bg-slate-800"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setStep({ kind: 'idle' });
            }
          }}
        >
          <p id="risk-confirm-text" className="text-slate-800 dark:text-slate-100">
            {t('customer.risk.confirm', { total: formatEuros(cost.totalCents, language) })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              // biome-ignore lint/a11y/noAutofocus: the confirmation takes the focus so Enter confirms and Escape aborts.
              autoFocus
              onClick={() => void run()}
              className="h-9 rounded-lg bg-primary-600 px-3 font-semibold text-sm text-white hover:bg-primary-700 dark:bg-primary-500"
            >
              {t('customer.risk.confirmRun')}
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setStep({ kind: 'idle' })}>
              {t('customer.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {step.kind === 'running' ? (
        <p role="status" className="text-slate-500 text-sm">
          {t('customer.risk.running')}
        </p>
      ) : null}
      {score === null && !scoreError ? (
        <p className="text-slate-500 text-sm">{t('customer.loading')}</p>
      ) : null}
      {score && !latest ? <p className="text-slate-500 text-sm">{t('customer.risk.never')}</p> : null}
      {latest ? <ScoreView score={latest} /> : null}
    </section>
  );
}

function ScoreView({ score }: { score: FinancialRiskScoreFieldsFragment }) {
  const { t, i18n } = useTranslation(['customer', 'domain']);
  const language = i18n.language;
  const yesNo = (value: boolean) => (value ? t('customer.yes') : t('customer.no'));
  const info = score.companyInfo;
  return (
    <div className="space-y-4" data-testid="risk-score">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Item label={t('customer.risk.opinion')}>
          <StatusBadge list="financialRiskOpinion" value={score.opinion} />
        </Item>
        <Item label={t('customer.risk.scoredAt')}>{formatDate(score.scoredAt, true)}</Item>
        <Item label={t('customer.risk.scoreId')}>
          <span className="font-mono">{score.bureauScoreId}</span>
        </Item>
        <Item label={t('customer.risk.rank')}>{score.rank}</Item>
        <Item label={t('customer.risk.defaultProbability')}>
          {formatPercent(score.defaultProbabilityBasisPoints / 100, language)}
        </Item>
        <Item label={t('customer.risk.fraudster')}>{yesNo(score.fraudster)}</Item>
        <Item label={t('customer.risk.defaulter')}>{yesNo(score.defaulter)}</Item>
      </dl>
      {info ? (
        <div>
          <h3 className="mb-2 font-medium text-slate-700 text-sm dark:text-slate-200">
            {t('customer.risk.companyInfo')}
          </h3>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <Item label={t('customer.risk.company.name')}>{info.name}</Item>
            <Item label={t('customer.risk.company.status')}>{info.status}</Item>
            <Item label={t('customer.risk.company.type')}>{info.type}</Item>
            <Item label={t('customer.risk.company.activity')}>{info.activity}</Item>
            <Item label={t('customer.risk.company.salesYear')}>{info.salesYear}</Item>
            <Item label={t('customer.risk.company.sales')}>{formatEuros(info.salesCents, language)}</Item>
            <Item label={t('customer.risk.company.capital')}>{formatEuros(info.capitalCents, language)}</Item>
            <Item label={t('customer.risk.company.latestBalance')}>
              {formatEuros(info.latestBalanceCents, language)}
            </Item>
            <Item label={t('customer.risk.company.employees')}>{info.employees}</Item>
            <Item label={t('customer.risk.company.constitutionDate')}>
              {formatDate(info.constitutionDate)}
            </Item>
            <Item label={t('customer.risk.company.city')}>{info.city}</Item>
            <Item label={t('customer.risk.company.headquarters')}>{info.headquartersAddress}</Item>
            <Item label={t('customer.risk.company.representative')}>{info.representative}</Item>
            <Item label={t('customer.risk.company.phone')}>{info.phone ?? '—'}</Item>
            <Item label={t('customer.risk.company.fax')}>{info.fax ?? '—'}</Item>
            <Item label={t('customer.risk.company.email')}>{info.email ?? '—'}</Item>
            <Item label={t('customer.risk.company.website')}>{info.website ?? '—'}</Item>
          </dl>
        </div>
      ) : null}
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500 text-xs dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
