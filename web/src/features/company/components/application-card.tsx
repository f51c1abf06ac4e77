import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { AdminChangeApplication } from '@/features/company/api/get-change-acc-history';
import { ApplicationProgress } from '@/features/company/components/application-progress';
import { ApplicationStatusTag } from '@/features/company/components/application-status-tag';
import { type DetailItem, DetailList } from '@/features/company/components/detail-list';
import { LetterLink } from '@/features/company/components/letter-link';
import { formatDateTime } from '@/lib/format';

/** One application: its progress, who was named, who applied, the letter, the decision. */
export function ApplicationCard({ application }: { application: AdminChangeApplication }) {
  const { t } = useTranslation();
  const titleId = useId();
  const items: DetailItem[] = [
    { label: t('company.changeAccView.newAdmin'), value: application.name },
    { label: t('company.changeAccView.mobile'), value: application.mobile },
    { label: t('company.changeAccView.idNumber'), value: application.idNumber ?? '—' },
    { label: t('company.changeAccView.applicant'), value: application.applicantName },
    {
      label: t('company.changeAccView.submittedAt'),
      value: formatDateTime(application.submittedAt),
    },
    {
      label: t('company.changeAccView.letter'),
      value: <LetterLink fileToken={application.letterFileToken} />,
    },
  ];
  if (application.decidedAt) {
    items.push({
      label: t('company.changeAccView.decidedAt'),
      value: formatDateTime(application.decidedAt),
    });
  }
  if (application.reason) {
    items.push({ label: t('company.changeAccView.reason'), value: application.reason });
  }

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="change-application"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('company.changeAccView.application', {
              date: formatDateTime(application.submittedAt),
            })}
          </Typography>
          <ApplicationStatusTag status={application.status} />
        </Stack>
        <ApplicationProgress status={application.status} />
        <DetailList items={items} />
      </Stack>
    </Paper>
  );
}
