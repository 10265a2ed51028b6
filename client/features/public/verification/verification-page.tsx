import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { changeLanguage } from '../../../i18n/i18n';
import { isLanguageCode } from '../../../i18n/languages';
import { runPublicOperation } from '../../../session/public-graphql-client';
import { PublicPageFrame } from '../public-page-frame';
import { usePublicPageTitle } from '../use-public-page-title';
import { LinkErrorMessage, linkErrorTitleKey } from './link-error-message';
import { PublicVerificationQuery } from './public-verification-documents';
import { VerificationForm, type VerificationLink, type VerificationOutcome } from './verification-form';
import { VerificationResult } from './verification-result';

type PageState =
  | { status: 'loading' }
  | { status: 'linkError'; code: string }
  | { status: 'form'; link: VerificationLink }
  | { status: 'done'; link: VerificationLink; result: VerificationOutcome };

function codeOf(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : 'INTERNAL';
}

/**
 * The customer's identity verification (`/verification?token=…&lang=…`), opened from the SMS or the QR code an
 * agent sent, without a session: the token is the only credential and names one order. The page speaks the link's
 * language, asks for what the link asks, and once sent says what happens next.
 */
export default function VerificationPage() {
  const { t } = useTranslation('verification');
  const search = useSearch();
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? '';
  const language = params.get('lang');
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const shown = useRef(state.status);

  useEffect(() => {
    if (isLanguageCode(language)) void changeLanguage(language);
  }, [language]);

  useEffect(() => {
    if (!token) {
      setState({ status: 'linkError', code: 'VERIFICATION_LINK_INVALID' });
      return;
    }
    let cancelled = false;
    runPublicOperation(PublicVerificationQuery, { token }, 'query').then(
      (data) => {
        if (!cancelled) setState({ status: 'form', link: data.publicVerification });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'linkError', code: codeOf(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  // A new screen after the first (the result, a link refused on sending) takes the focus to its heading, so the
  // change is read out and the keyboard starts from the top of it.
  useEffect(() => {
    const previous = shown.current;
    shown.current = state.status;
    if (previous !== 'loading' && previous !== state.status) {
      document.getElementById('public-page-title')?.focus();
      window.scrollTo({ top: 0 });
    }
  }, [state.status]);

  const brand = state.status === 'form' || state.status === 'done' ? state.link.brand : null;
  const title =
    state.status === 'form'
      ? t('verification.greeting', { name: state.link.customerFirstName })
      : state.status === 'done'
        ? t(`verification.result.${state.result.outcome}.title`, { name: state.link.customerFirstName })
        : state.status === 'linkError'
          ? t(linkErrorTitleKey(state.code))
          : t('verification.title');

  usePublicPageTitle(title);

  return (
    <PublicPageFrame brand={brand} title={title}>
      {state.status === 'loading' ? (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {t('verification.loading')}
        </p>
      ) : null}
      {state.status === 'linkError' ? <LinkErrorMessage code={state.code} /> : null}
      {state.status === 'form' ? (
        <VerificationForm
          token={token}
          link={state.link}
          onResult={(result) => setState({ status: 'done', link: state.link, result })}
          onLinkError={(code) => setState({ status: 'linkError', code })}
        />
      ) : null}
      {state.status === 'done' ? (
        <VerificationResult outcome={state.result.outcome} reason={state.result.reason} />
      ) : null}
    </PublicPageFrame>
  );
}
