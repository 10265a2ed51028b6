import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { controlClass, LABEL_CLASS } from '../../../ui/form/field-density';

/** The link as text the agent can select or copy (to paste in a chat when the customer cannot scan the code). */
export function CopyableLink({ url }: { url: string }) {
  const { t } = useTranslation('signup');
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={LABEL_CLASS.regular}>
        {t('signup.verification.qr.link')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${controlClass('regular', false)} font-mono text-xs`}
        />
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t('signup.verification.qr.copy')}
        </Button>
      </div>
      <p className="text-slate-600 text-sm dark:text-slate-300" aria-live="polite">
        {copied ? t('signup.verification.qr.copied') : ''}
      </p>
    </div>
  );
}
