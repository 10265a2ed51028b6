import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandLogoKind } from '../../../schema/rest/brand-settings';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import { uploadOf } from '../../ui/document-file';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormFileField } from '../../ui/form/form-file-field';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { showNotice } from '../../ui/notice-store';
import { RemoveBrandLogoMutation, UploadBrandLogoMutation } from './brand-settings-documents';
import { useReportDirty } from './dirty-forms';
import { type LogoFormValues, logoFormSchema, startsAsPng } from './logo-form-schema';
import { syncSessionBrand } from './sync-session-brand';

type Logo = BrandSettingsFieldsFragment['logos'][number];

/** The dark-mode variants are previewed on the dark menu they are made for. */
const DARK_KINDS: readonly BrandLogoKind[] = ['DARK_BRAND', 'DARK_EXPANDED'];

function kilobytes(bytes: number): string {
  return (bytes / 1024).toLocaleString(undefined, { maximumFractionDigits: 1 });
}

/** One logo: its preview (or none yet), a PNG to upload in its place, and Remove. */
export function LogoCard({ kind, logo }: { kind: BrandLogoKind; logo: Logo | null }) {
  const { t } = useTranslation(['brandSettings', 'errors']);
  // A new form after each upload: the file input forgets the file sent.
  const [generation, setGeneration] = useState(0);
  const [removing, setRemoving] = useState(false);
  const title = t(`brandSettings.logos.kind.${kind}`);
  const dark = DARK_KINDS.includes(kind);

  async function remove() {
    setRemoving(true);
    try {
      const data = await runOperation(RemoveBrandLogoMutation, { kind }, 'mutation');
      syncSessionBrand(data.removeBrandLogo);
      showNotice('success', t('brandSettings.logos.removed', { name: title }));
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'INTERNAL';
      showNotice('error', t(`errors.${code}`, { defaultValue: t('errors.generic') }));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <article
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div>
        <h3 className="font-medium text-slate-900 text-sm dark:text-slate-50">{title}</h3>
        <p className="text-slate-600 text-xs dark:text-slate-300">{t(`brandSettings.logos.use.${kind}`)}</p>
      </div>
      <div
        className={`flex h-20 items-center justify-center rounded-md border border-dashed ${
          dark ? 'border-slate-600 bg-slate-900' : 'border-slate-300 bg-white'
        }`}
      >
        {logo ? (
          <img
            src={logo.url}
            alt={t('brandSettings.logos.preview', { name: title })}
            className="max-h-16 max-w-full object-contain"
          />
        ) : (
          <span className={`text-xs ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
            {t('brandSettings.logos.none')}
          </span>
        )}
      </div>
      {logo ? (
        <p className="text-slate-600 text-xs tabular-nums dark:text-slate-300">
          {t('brandSettings.logos.size', {
            width: logo.width,
            height: logo.height,
            kb: kilobytes(logo.bytes),
          })}
        </p>
      ) : null}
      <LogoUploadForm
        key={generation}
        kind={kind}
        title={title}
        onUploaded={() => setGeneration((n) => n + 1)}
      />
      {logo ? (
        <Button variant="secondary" pending={removing} onClick={() => void remove()}>
          {t('brandSettings.logos.remove')}
        </Button>
      ) : null}
    </article>
  );
}

function LogoUploadForm({
  kind,
  title,
  onUploaded,
}: {
  kind: BrandLogoKind;
  title: string;
  onUploaded: () => void;
}) {
  const { t } = useTranslation(['brandSettings', 'errors']);
  const form = useZodForm(logoFormSchema, { defaultValues: { file: null } as LogoFormValues });
  useReportDirty(form.control, `logos.${kind}`);
  const submit = useFormSubmit(
    form,
    async ({ file }) => {
      if (!file) return;
      if (!(await startsAsPng(file))) {
        throw Object.assign(new Error('not a PNG'), { code: 'LOGO_NOT_PNG', field: 'contentBase64' });
      }
      const { content: contentBase64 } = await uploadOf(file, file.name, 'image/png');
      const data = await runOperation(UploadBrandLogoMutation, { kind, contentBase64 }, 'mutation');
      syncSessionBrand(data.uploadBrandLogo);
      showNotice('success', t('brandSettings.logos.uploaded', { name: title }));
    },
    onUploaded,
    { fieldOfApiField: (field) => (field === 'contentBase64' ? 'file' : undefined) },
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
      <FormErrorSummary control={form.control} />
      <FormFileField
        control={form.control}
        name="file"
        label={t('brandSettings.logos.file', { name: title })}
        accept="image/png"
        hint={t('brandSettings.logos.hint')}
      />
      <FormSubmitButton control={form.control}>{t('brandSettings.logos.upload')}</FormSubmitButton>
    </form>
  );
}
