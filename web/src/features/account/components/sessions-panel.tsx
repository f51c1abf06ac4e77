import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CompanySessionList } from '@/features/account/components/company-session-list';
import { SessionList } from '@/features/account/components/session-list';

interface SessionsPanelProps {
  identityKey: string;
  /** The company's administrator also sees (and can end) the employees' sessions. */
  administrator: boolean;
}

/** The sessions and devices tab: the user's own sessions, then the company's for its admin. */
export function SessionsPanel({ identityKey, administrator }: SessionsPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={4}>
      <Stack spacing={1.5} component="section" aria-labelledby="my-sessions-heading">
        <Typography variant="subtitle1" component="h3" id="my-sessions-heading">
          {t('account.sessions.mine')}
        </Typography>
        <SessionList identityKey={identityKey} />
      </Stack>
      {administrator && (
        <Stack spacing={1.5} component="section" aria-labelledby="company-sessions-heading">
          <Typography variant="subtitle1" component="h3" id="company-sessions-heading">
            {t('account.sessions.company')}
          </Typography>
          <CompanySessionList identityKey={identityKey} />
        </Stack>
      )}
    </Stack>
  );
}
