import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FileUploadField } from '@/components/file-upload-field';
import { type ApplyValues, fieldMessage, OPTIONAL_DOCUMENTS } from '@/features/products/apply-form';
import { DOCUMENT_TYPE_DICT, useDictLabel } from '@/features/products/use-dict-label';
import { usePortalSession } from '@/lib/portal-session';

interface ApplyDocumentsStepProps {
  control: Control<ApplyValues>;
  /** documentType codes the product requires, in the server's order. */
  required: readonly string[];
}

/**
 * Step 1: the documents, each uploaded at once (image or PDF) as a company file, so colleagues
 * and the platform's reviewers can read it; the required ones first, then the optional.
 */
export function ApplyDocumentsStep({ control, required }: ApplyDocumentsStepProps) {
  const { t } = useTranslation();
  const { identityKey } = usePortalSession();
  const documentType = useDictLabel(DOCUMENT_TYPE_DICT);
  const optional = OPTIONAL_DOCUMENTS.filter((code) => !required.includes(code));

  const field = (code: string, isRequired: boolean) => (
    <Controller
      key={code}
      control={control}
      name={`documents.${code}`}
      render={({ field: { value, onChange }, fieldState }) => (
        <FileUploadField
          label={`${documentType(code)}${isRequired ? ' *' : t('productCentre.apply.optional')}`}
          kind="image-or-pdf"
          scope="company"
          identityKey={identityKey}
          value={value}
          onChange={onChange}
          error={fieldMessage(t, fieldState.error)}
        />
      )}
    />
  );

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('productCentre.apply.documentsIntro')}</Typography>
      {required.map((code) => field(code, true))}
      {optional.map((code) => field(code, false))}
    </Stack>
  );
}
