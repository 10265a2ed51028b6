import { useTranslation } from 'react-i18next';
import { DetailField, DetailSection } from './detail-section';
import type { OrderDetailView, OrderSignupRecord } from './order-detail-view';
import { VerificationDocumentFigure } from './verification-document-figure';

/** Why a verification failed: the identity check's reason code, or the reason the agent gave when rejecting it. */
function useFailureText(verification: OrderSignupRecord['verification']): string | null {
  const { t } = useTranslation(['orderDetail', 'signup']);
  if (verification.check?.outcome === 'FAILED') {
    const code = verification.check.reason ?? 'OTHER';
    return t(`signup.verification.checkReason.${code}`, { defaultValue: code });
  }
  return verification.status === 'ERRORED' ? verification.reason : null;
}

/** How the customer's identity was verified: the method, the documents received (each viewable) and the result. */
export function OrderVerificationSection({
  order,
  record,
}: {
  order: OrderDetailView;
  record: OrderSignupRecord | null;
}) {
  const { t } = useTranslation(['orderDetail', 'domain']);
  const verification = record?.verification ?? null;
  const failure = useFailureText(
    verification ?? { status: 'NOT_STARTED', documents: [], reason: null, check: null },
  );
  return (
    <DetailSection id="order-verification" title={t('orderDetail.section.verification')}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <DetailField label={t('orderDetail.verification.method')}>
          {t(`domain.verificationType.${order.verificationType}`)}
        </DetailField>
        <DetailField label={t('orderDetail.verification.result')}>
          {verification ? t(`orderDetail.verificationStatus.${verification.status}`) : null}
        </DetailField>
        {verification?.check ? (
          <DetailField label={t('orderDetail.verification.check')}>
            {t(`orderDetail.checkOutcome.${verification.check.outcome}`)}
          </DetailField>
        ) : null}
        {failure ? <DetailField label={t('orderDetail.verification.reason')}>{failure}</DetailField> : null}
      </dl>
      {verification && verification.documents.length > 0 ? (
        <ul aria-label={t('orderDetail.verification.documents')} className="mt-3 flex flex-wrap gap-3">
          {verification.documents.map((document) => (
            <li key={document.kind}>
              <VerificationDocumentFigure
                orderId={order.id}
                orderNumber={order.orderNumber}
                kind={document.kind}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-500 text-sm dark:text-slate-400">
          {record ? t('orderDetail.verification.noDocuments') : t('orderDetail.verification.noRecord')}
        </p>
      )}
    </DetailSection>
  );
}
