import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FileUploadField } from '@/components/file-upload-field';
import type { PermitValues } from '@/features/register/permit-values';
import { useFieldHelp } from '@/features/register/use-field-help';
import { useFileUrl } from '@/lib/files';

interface LicenceFieldProps {
  reasons: Record<string, string>;
  /** Names the session in the download's query key. */
  sessionKey: string;
}

/**
 * The business licence (image or PDF), uploaded at once and previewed. One already on file is
 * read back (the registrant owns it until approval) to learn its type for the preview.
 */
export function LicenceField({ reasons, sessionKey }: LicenceFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<PermitValues>();
  const help = useFieldHelp(reasons);
  const { field } = useController({
    control,
    name: 'licence',
    rules: { validate: (file) => file !== null || 'register.validation.licenceRequired' },
  });
  const onFile = field.value?.contentType === '' ? field.value.fileToken : undefined;
  const stored = useFileUrl(sessionKey, onFile);
  const value =
    field.value && onFile && stored.blob
      ? { ...field.value, contentType: stored.blob.type, size: stored.blob.size }
      : field.value;
  const { helperText } = help('licence', 'licenceFileToken');

  return (
    <FileUploadField
      label={t('register.fields.licenceFileToken')}
      kind="image-or-pdf"
      value={value ?? undefined}
      onChange={(file) => {
        field.onChange(file ?? null);
      }}
      identityKey={sessionKey}
      error={helperText}
    />
  );
}
