import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useFileUrl } from '@/lib/files';
import { usePortalSession } from '@/lib/portal-session';

/** The application's letter of authorisation (a company file), opened in a new tab. */
export function LetterLink({ fileToken }: { fileToken: string }) {
  const { t } = useTranslation();
  const { identityKey } = usePortalSession();
  const { url, isLoading } = useFileUrl(identityKey, fileToken);
  if (isLoading)
    return <Typography component="span">{t('company.changeAccView.letterLoading')}</Typography>;
  if (!url) {
    return (
      <Typography component="span" color="text.secondary">
        {t('company.changeAccView.letterFailed')}
      </Typography>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener">
      {t('company.changeAccView.openLetter')}
    </Link>
  );
}
