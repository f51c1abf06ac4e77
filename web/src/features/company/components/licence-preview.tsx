import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { isPdf, useFileUrl } from '@/lib/files';
import { usePortalSession } from '@/lib/portal-session';

interface LicencePreviewProps {
  fileToken: string | null;
  compName: string;
}

/** The business licence on file: a thumbnail opening the image, or a link to the PDF. */
export function LicencePreview({ fileToken, compName }: LicencePreviewProps) {
  const { t } = useTranslation();
  const { identityKey } = usePortalSession();
  const { url, blob, isLoading, error } = useFileUrl(identityKey, fileToken);

  if (!fileToken)
    return <Typography color="text.secondary">{t('company.detail.noLicence')}</Typography>;
  if (isLoading) return <Typography role="status">{t('company.detail.licenceLoading')}</Typography>;
  if (error || !url || !blob) {
    return <Typography color="text.secondary">{t('company.detail.licenceFailed')}</Typography>;
  }
  if (isPdf(blob.type)) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PictureAsPdfOutlined color="error" aria-hidden />
        <Link href={url} target="_blank" rel="noopener">
          {t('company.detail.openPdf')}
        </Link>
      </Stack>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener" sx={{ display: 'inline-block' }}>
      <Box
        component="img"
        src={url}
        alt={t('company.detail.licenceAlt', { name: compName })}
        sx={{ maxWidth: 240, maxHeight: 180, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </Link>
  );
}
