import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A path no route knows, inside the shell. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <NoPage message={t('shell.notFound')} />;
}

/** What the shell shows instead of a page the operator cannot open. */
export function NoPage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h5" component="h1">
        {message}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('shell.backHome')}
      </Button>
    </Stack>
  );
}
