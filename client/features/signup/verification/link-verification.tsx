import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignupOrderFieldsFragment } from '../../../generated/graphql';
import { runOperation } from '../../../session/graphql-client';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/format';
import { SendSignupVerificationLinkMutation, SignupOrderQuery } from '../signup-documents';
import { CopyableLink } from './copyable-link';
import { VerificationOutcomeNotice } from './verification-outcome-notice';
import { WaitingForCustomer } from './waiting-for-customer';

type SentLink = { url: string; expiresAt: string; sentTo: string | null | undefined };

/** The contact mobile as the api masks it in the link's state (•••••5678), to say where the SMS will go. */
function maskedMobile(mobile: string | null | undefined): string {
  return mobile ? `•••••${mobile.slice(-4)}` : '';
}

/**
 * The SMS and QR methods: the agent sends the customer a one-time link (an SMS to the contact mobile, or a QR code
 * the customer scans), then waits while the customer sends the documents from the phone. Sending again or a new code
 * replaces the link (the earlier one stops working). The wizard polls the order and moves on by itself.
 */
export function LinkVerification({
  order,
  method,
  onOrderChanged,
  onBack,
  onChangeMethod,
}: {
  order: SignupOrderFieldsFragment;
  method: 'SMS' | 'QR';
  onOrderChanged: (order: SignupOrderFieldsFragment) => void;
  onBack: () => void;
  onChangeMethod: () => void;
}) {
  const { t } = useTranslation('signup');
  const verification = order.signup?.verification;
  const awaiting = verification?.status === 'AWAITING_CUSTOMER';
  const [sent, setSent] = useState<SentLink | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const expiresAt = sent?.expiresAt ?? verification?.link?.expiresAt ?? null;
  const sentTo = sent?.sentTo ?? verification?.link?.sentTo ?? maskedMobile(order.mobileNumber);

  async function send() {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await runOperation(SendSignupVerificationLinkMutation, { id: order.id }, 'mutation');
      setSent(answer.sendSignupVerificationLink);
      const refreshed = await runOperation(SignupOrderQuery, { id: order.id }, 'query');
      onOrderChanged(refreshed.signupOrder);
    } catch (error) {
      setFailure(error instanceof Error && 'code' in error ? String(error.code) : 'INTERNAL');
    } finally {
      setSending(false);
    }
  }

  const sendLabel =
    method === 'SMS'
      ? awaiting
        ? t('signup.verification.sms.sendAgain')
        : t('signup.verification.sms.send')
      : awaiting
        ? t('signup.verification.qr.newCode')
        : t('signup.verification.qr.generate');

  return (
    <section aria-labelledby="signup-step-title" className="space-y-4">
      <div>
        <h2 id="signup-step-title" className="font-semibold text-lg text-slate-900 dark:text-slate-50">
          {t('signup.step.DOCUMENT_VERIFICATION')}
        </h2>
        <div className="mt-1 text-slate-600 text-sm dark:text-slate-300">
          <p>
            {t(`signup.verification.${method === 'SMS' ? 'sms' : 'qr'}.description`, {
              to: maskedMobile(order.mobileNumber),
            })}
          </p>
          <VerificationOutcomeNotice verification={verification} />
        </div>
      </div>
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-700 text-sm dark:border-red-800 dark:bg-red-950 dark:text-red-300"
        >
          {t(`errors.${failure}`, { ns: 'errors', defaultValue: '' }) ||
            t('errors.generic', { ns: 'errors' })}
        </p>
      ) : null}

      {awaiting && method === 'SMS' ? (
        <p className="text-slate-800 dark:text-slate-100" data-testid="verification-sms-sent">
          {t('signup.verification.sms.sent', { to: sentTo })}{' '}
          {expiresAt ? t('signup.verification.expires', { at: formatDate(expiresAt, true) }) : null}
        </p>
      ) : null}
      {awaiting && method === 'QR' && sent ? (
        <div className="grid items-start gap-4 sm:grid-cols-[auto_1fr]">
          <div className="rounded-lg bg-white p-3 shadow-sm">
            <QRCodeSVG
              value={sent.url}
              size={208}
              marginSize={2}
              bgColor="#ffffff"
              fgColor="#0f172a"
              title={t('signup.verification.qr.codeLabel')}
              role="img"
              aria-label={t('signup.verification.qr.codeLabel')}
            />
          </div>
          <div className="space-y-2">
            <p className="text-slate-800 text-sm dark:text-slate-100">{t('signup.verification.qr.scan')}</p>
            <CopyableLink url={sent.url} />
            {expiresAt ? (
              <p className="text-slate-600 text-sm dark:text-slate-300">
                {t('signup.verification.expires', { at: formatDate(expiresAt, true) })}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      {awaiting && method === 'QR' && !sent ? (
        <p className="text-slate-800 text-sm dark:text-slate-100">{t('signup.verification.qr.notShown')}</p>
      ) : null}
      {awaiting ? <WaitingForCustomer method={method} /> : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={awaiting ? 'secondary' : 'primary'}
          size="lg"
          pending={sending}
          onClick={() => void send()}
          data-step-focus
        >
          {sendLabel}
        </Button>
        <button
          type="button"
          onClick={onChangeMethod}
          className="text-primary-700 text-sm underline dark:text-primary-300"
        >
          {t('signup.verification.changeMethod')}
        </button>
      </div>

      <div className="flex items-center justify-between gap-2 border-slate-200 border-t pt-4 dark:border-slate-700">
        <Button variant="secondary" onClick={onBack} aria-keyshortcuts="Alt+ArrowLeft">
          {t('signup.back')}
        </Button>
      </div>
    </section>
  );
}
