import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Registration } from '@/features/register/api/get-registration';
import { RegistrationStatus } from '@/features/register/components/registration-status';
import { formatDateTime, padDocumentNumber } from '@/lib/format';

/** The application at a glance: number, company, status and when it was submitted, decided. */
export function RegistrationSummary({ registration }: { registration: Registration }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('register.approval.applicationNo'), padDocumentNumber(registration.registrationId)],
    [t('register.approval.compName'), registration.compName ?? ''],
    [t('register.approval.status'), <RegistrationStatus status={registration.status} />],
    [t('register.approval.submittedAt'), formatDateTime(registration.submittedAt)],
  ];
  if (registration.decidedAt) {
    rows.push([t('register.approval.decidedAt'), formatDateTime(registration.decidedAt)]);
  }

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
        alignItems: 'center',
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
