import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import type { SuspendedCompany } from '@/features/auth/api/types';
import { StepHeading } from '@/features/auth/components/step-heading';
import { formatDate } from '@/lib/format';

interface SuspendedCompaniesStepProps {
  companies: SuspendedCompany[];
  onContinue: () => void;
}

/**
 * Signed in, but the platform suspended some of the user's companies: they are named (since
 * when, why) before the user goes on, so none just vanishes from the chooser or the switcher.
 */
export function SuspendedCompaniesStep({ companies, onContinue }: SuspendedCompaniesStepProps) {
  const { t } = useTranslation();
  const detail = ({ suspendedAt, suspendReason }: SuspendedCompany) =>
    [
      suspendedAt && t('signIn.suspended.since', { date: formatDate(suspendedAt) }),
      suspendReason && t('signIn.suspended.reason', { reason: suspendReason }),
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <Stack spacing={3}>
      <div>
        <StepHeading
          title={t('signIn.suspended.title')}
          description={t('signIn.suspended.description')}
          focus
        />
      </div>
      <List aria-label={t('signIn.suspended.listLabel')} disablePadding>
        {companies.map((company) => (
          <ListItem
            key={company.compCode}
            sx={{ mb: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <ListItemIcon>
              <BlockOutlined color="warning" />
            </ListItemIcon>
            <ListItemText primary={company.compName} secondary={detail(company) || undefined} />
          </ListItem>
        ))}
      </List>
      <Button variant="contained" size="large" onClick={onContinue}>
        {t('signIn.suspended.continue')}
      </Button>
    </Stack>
  );
}
