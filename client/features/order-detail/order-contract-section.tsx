import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_UPLOADABLE_ORDER_STATUSES,
  contractAllowsAnnex,
} from '../../../schema/domain/lifecycles/order-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import { actionErrorCode } from '../../actions/action-error-code';
import { actionErrorText } from '../../actions/start-entity-action';
import type { ContractDocumentKind } from '../../generated/graphql';
import { useCommandContext } from '../../palette/use-command-context';
import { runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import { FormDialog } from '../../ui/form-dialog';
import { formatDate } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { StatusBadge } from '../../ui/status-badge';
import { bytesOfBase64 } from './base64-bytes';
import { ContractUploadForm } from './contract-upload-form';
import { DetailField, DetailSection } from './detail-section';
import { GenerateOrderDetailAnnexMutation, OrderContractDocumentQuery } from './order-detail-documents';
import type { OrderDetailView } from './order-detail-view';
import { saveBase64Document } from './save-base64-document';

type Busy = 'preview' | 'GENERATED' | 'SIGNED' | 'annex' | null;

/**
 * The order's contract: its status (spec section 4, COMPLETED reads "signed"), its document to preview and
 * download, the signed copy, a new document (annex) while none was sent, the upload of a copy signed on paper, and
 * the contract's own history.
 */
export function OrderContractSection({
  order,
  onContractGenerated,
}: {
  order: OrderDetailView;
  /** The order's contract may be a new one: the page reads the order again. */
  onContractGenerated: () => void;
}) {
  const { t } = useTranslation(['orderDetail', 'domain', 'errors']);
  const context = useCommandContext();
  const agent = canAccess(context.user?.role, 'agent');
  const contract = order.contract;
  const [busy, setBusy] = useState<Busy>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const failed = (error: unknown) => showNotice('error', actionErrorText(actionErrorCode(error)));
  const documentOf = async (kind: ContractDocumentKind) =>
    (await runOperation(OrderContractDocumentQuery, { orderId: order.id, kind }, 'query'))
      .orderContractDocument;
  const run = async (step: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(step);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const showPreview = () =>
    run('preview', async () => {
      const document = await documentOf('GENERATED');
      setPreview(new TextDecoder().decode(bytesOfBase64(document.content)));
    });
  const download = (kind: ContractDocumentKind) =>
    run(kind, async () => saveBase64Document(await documentOf(kind)));
  const generateAnnex = () =>
    run('annex', async () => {
      const answer = await runOperation(GenerateOrderDetailAnnexMutation, { orderId: order.id }, 'mutation');
      showNotice('success', t('orderDetail.contract.annexDone', { label: order.orderNumber }));
      setPreview(answer.generateContractAnnex.documentHtml);
      onContractGenerated();
    });

  const actions = (
    <>
      {contract ? (
        <>
          <Button variant="secondary" pending={busy === 'preview'} onClick={() => void showPreview()}>
            {t('orderDetail.contract.preview')}
          </Button>
          <Button
            variant="secondary"
            pending={busy === 'GENERATED'}
            onClick={() => void download('GENERATED')}
          >
            {t('orderDetail.contract.download')}
          </Button>
          {contract.hasSignedDocument ? (
            <Button variant="secondary" pending={busy === 'SIGNED'} onClick={() => void download('SIGNED')}>
              {t('orderDetail.contract.downloadSigned')}
            </Button>
          ) : null}
        </>
      ) : null}
      {agent && contractAllowsAnnex(contract?.status ?? null) ? (
        <Button variant="secondary" pending={busy === 'annex'} onClick={() => void generateAnnex()}>
          {t('orderDetail.contract.annex')}
        </Button>
      ) : null}
    </>
  );

  return (
    <DetailSection id="order-contract" title={t('orderDetail.section.contract')} actions={actions}>
      {contract ? (
        <>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            <DetailField label={t('orderDetail.contract.status')}>
              <StatusBadge list="contractStatus" value={contract.status} />
            </DetailField>
            <DetailField label={t('orderDetail.contract.sentAt')}>
              {contract.sentAt ? formatDate(contract.sentAt, true) : null}
            </DetailField>
            <DetailField label={t('orderDetail.contract.signature')}>
              {contract.uploaded
                ? t('orderDetail.contract.uploaded')
                : contract.status === 'COMPLETED'
                  ? t('orderDetail.contract.signedOnline')
                  : t('orderDetail.contract.notSigned')}
            </DetailField>
          </dl>
          <ol aria-label={t('orderDetail.contract.history')} className="mt-3 space-y-1 text-sm">
            {contract.history.map((entry) => (
              <li
                key={`${entry.at}-${entry.action}-${entry.statusTo}`}
                className="flex flex-wrap items-center gap-x-3 text-slate-700 dark:text-slate-200"
              >
                <span className="w-36 shrink-0 text-slate-500 tabular-nums dark:text-slate-400">
                  {formatDate(entry.at, true)}
                </span>
                <span>{t(`domain.contractHistoryAction.${entry.action}`)}</span>
                <StatusBadge list="contractStatus" value={entry.statusTo} />
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="text-slate-500 text-sm dark:text-slate-400">{t('orderDetail.contract.none')}</p>
      )}
      {agent && CONTRACT_UPLOADABLE_ORDER_STATUSES.includes(order.status) ? (
        <ContractUploadForm order={order} />
      ) : null}
      <FormDialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        title={t('orderDetail.contract.previewTitle')}
        subtitle={order.orderNumber}
        width="2xl"
      >
        <iframe
          title={t('orderDetail.contract.previewTitle')}
          sandbox=""
          srcDoc={preview ?? ''}
          className="mt-3 h-[60vh] w-full rounded border border-slate-200 bg-white dark:border-slate-700"
        />
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setPreview(null)}>
            {t('orderDetail.close')}
          </Button>
        </div>
      </FormDialog>
    </DetailSection>
  );
}
