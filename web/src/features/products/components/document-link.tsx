import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useFileUrl } from '@/lib/files';
import { usePortalSession } from '@/lib/portal-session';

interface DocumentLinkProps {
  fileToken: string;
  fileName: string;
}

/** A document of the application, downloaded through the protected call and opened from memory. */
export function DocumentLink({ fileToken, fileName }: DocumentLinkProps) {
  const { t } = useTranslation();
  const { identityKey } = usePortalSession();
  const { url } = useFileUrl(identityKey, fileToken);

  if (url === undefined) {
    return (
      <Typography component="span" variant="body2">
        {fileName}
      </Typography>
    );
  }
  return (
    <Link
      href={url}
      download={fileName}
      target="_blank"
      rel="noopener"
      variant="body2"
      aria-label={t('productCentre.progress.download', { name: fileName })}
    >
      {fileName}
    </Link>
  );
}
