import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../routing/route-types';
import { runPublicOperation } from '../../../session/public-graphql-client';
import { Button } from '../../../ui/button';
import { serverErrorOf } from '../../../ui/form/server-error-mapping';
import { FormAlert } from '../../../ui/form-alert';
import { FormSuccess } from '../../../ui/form-success';
import { PageSpinner } from '../../../ui/page-spinner';
import { PublicPageFrame } from '../public-page-frame';
import { usePublicPageTitle } from '../use-public-page-title';
import { CardPaymentForm, type LinkClosingCode, type PaidInvoice } from './card-payment-form';
import { PublicInvoiceQuery } from './invoice-payment-documents';
import { InvoiceSummary, type PublicInvoice } from './invoice-summary';
import { paymentConfirmationState } from './payment-confirmation-state';

type PageState =
  | { kind: 'loading' }
  | { kind: 'failed'; code: string }
  | { kind: 'loaded'; invoice: PublicInvoice; closedBy: LinkClosingCode | null };

/** Why the form is not offered: the page's own wording of the link's state. */
const CLOSED_MESSAGE: Record<LinkClosingCode, string> = {
  INVOICE_ALREADY_PAID: 'invoicePayment.alreadyPaid',
  INVOICE_NOT_PAYABLE: 'invoicePayment.notPayable',
  PAYMENT_LINK_INVALID: 'invoicePayment.invalidLink',
  PAYMENT_LINK_EXPIRED: 'invoicePayment.expiredLink',
  TOO_MANY_PAYMENT_ATTEMPTS: 'invoicePayment.tooManyAttempts',
};

function closedByStatus(invoice: PublicInvoice): LinkClosingCode | null {
  if (invoice.payable) return null;
  return invoice.status === 'PAID' ? 'INVOICE_ALREADY_PAID' : 'INVOICE_NOT_PAYABLE';
}

/**
 * /invoice/payment/{token}: the invoice of a payment link and the card form, for a customer without a session. A
 * link that is not valid (never was, or replaced by a newer e-mail) or has expired shows why and nothing else; a
 * paid or closed invoice shows its state and no form.
 */
export default function InvoicePaymentPage({ params }: PageProps) {
  const token = params.id ?? '';
  const { t } = useTranslation(['invoicePayment', 'routes', 'errors']);
  const [, navigate] = useLocation();
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const request = useRef(0);
  usePublicPageTitle(t('routes.page.invoicePayment'));

  // Each read has a number: an answer that arrives after a newer read (a retry) or after leaving is dropped.
  const load = useCallback(() => {
    const id = ++request.current;
    setState({ kind: 'loading' });
    runPublicOperation(PublicInvoiceQuery, { token }, 'query').then(
      ({ publicInvoice }) => {
        if (request.current !== id) return;
        setState({ kind: 'loaded', invoice: publicInvoice, closedBy: closedByStatus(publicInvoice) });
      },
      (error: unknown) => {
        if (request.current === id) setState({ kind: 'failed', code: serverErrorOf(error).code });
      },
    );
  }, [token]);

  useEffect(() => {
    load();
    return () => {
      request.current += 1;
    };
  }, [load]);

  const onPaid = useCallback(
    (paid: PaidInvoice) => {
      if (state.kind !== 'loaded') return;
      navigate('/invoice/payment/success', {
        state: paymentConfirmationState({
          ...paid,
          brandName: state.invoice.brandName,
          brandLogoURL: state.invoice.brandLogoURL ?? null,
        }),
      });
    },
    [navigate, state],
  );

  const brand =
    state.kind === 'loaded'
      ? { name: state.invoice.brandName, logoURL: state.invoice.brandLogoURL ?? null }
      : null;
  const title =
    state.kind === 'loaded'
      ? t('invoicePayment.titleWithNumber', { number: state.invoice.number })
      : t('routes.page.invoicePayment');

  return (
    <PublicPageFrame brand={brand} title={title}>
      {state.kind === 'loading' ? <PageSpinner /> : null}
      {state.kind === 'failed' ? (
        state.code === 'PAYMENT_LINK_INVALID' || state.code === 'PAYMENT_LINK_EXPIRED' ? (
          <FormAlert message={t(CLOSED_MESSAGE[state.code])} />
        ) : (
          <div className="space-y-4">
            <FormAlert
              message={t(`errors.${state.code}`, { defaultValue: '' }) || t('invoicePayment.loadFailed')}
            />
            <Button variant="secondary" size="lg" onClick={load}>
              {t('invoicePayment.retry')}
            </Button>
          </div>
        )
      ) : null}
      {state.kind === 'loaded' ? (
        <>
          <InvoiceSummary invoice={state.invoice} />
          {state.closedBy === null ? (
            <CardPaymentForm
              token={token}
              totalCents={state.invoice.totalCents}
              onPaid={onPaid}
              onLinkClosed={(code) =>
                setState({
                  kind: 'loaded',
                  invoice:
                    code === 'INVOICE_ALREADY_PAID' ? { ...state.invoice, status: 'PAID' } : state.invoice,
                  closedBy: code,
                })
              }
            />
          ) : state.closedBy === 'INVOICE_ALREADY_PAID' ? (
            <FormSuccess message={t(CLOSED_MESSAGE[state.closedBy])} />
          ) : (
            <FormAlert message={t(CLOSED_MESSAGE[state.closedBy])} />
          )}
        </>
      ) : null}
    </PublicPageFrame>
  );
}
