import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { FieldList } from '@console/components/field-list';
import { PageHeader } from '@console/components/page-header';
import { SectionCard } from '@console/components/section-card';
import { type QueueSummary, useReviewSummary } from '@console/features/review/api/get-summary';
import { listPath, STAGES } from '@console/features/review/queues';
import { errorMessage } from '@console/lib/error-message';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { formatDateTime } from '@/lib/format';

function QueueCard({ summary }: { summary: QueueSummary }) {
  const { t } = useTranslation();
  const { queue, ages } = summary;
  const queueName = t(`review.queues.${queue}`);
  return (
    <SectionCard
      title={queueName}
      intro={t(`review.dashboard.${summary.fourEyes ? 'fourEyesOn' : 'fourEyesOff'}`)}
      action={
        <Link component={RouterLink} to={listPath(queue)} sx={{ whiteSpace: 'nowrap' }}>
          {t('review.dashboard.openList')}
        </Link>
      }
    >
      <Stack direction="row" spacing={3} sx={{ mb: 2 }}>
        {STAGES.map((stage) => (
          <Box key={stage}>
            <Typography variant="body2" color="text.secondary">
              {t(`review.stages.${stage}`)}
            </Typography>
            <Link
              component={RouterLink}
              to={listPath(queue, stage)}
              aria-label={t('review.dashboard.countLink', {
                queue: queueName,
                stage: t(`review.stages.${stage}`),
                count: summary[stage],
              })}
              sx={{ fontSize: 32, fontWeight: 700, color: 'primary.dark' }}
            >
              {summary[stage]}
            </Link>
          </Box>
        ))}
      </Stack>
      <FieldList
        columns={1}
        fields={[
          {
            label: t('review.dashboard.ages'),
            value: [
              `${t('review.dashboard.under1Day')} ${ages.under1Day}`,
              `${t('review.dashboard.from1To3Days')} ${ages.from1To3Days}`,
              `${t('review.dashboard.from3To7Days')} ${ages.from3To7Days}`,
              `${t('review.dashboard.over7Days')} ${ages.over7Days}`,
            ].join(' · '),
          },
          {
            label: t('review.dashboard.oldest'),
            value: formatDateTime(summary.oldestSubmittedAt),
          },
          {
            label: t('review.dashboard.decidedLabel'),
            value: t('review.dashboard.decided', summary.decidedLast7Days),
          },
        ]}
      />
    </SectionCard>
  );
}

/** The review queues at a glance: the reviewers' and approvers' start. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const summary = useReviewSummary();

  let body;
  if (summary.isPending) body = <LoadingState label={t('common.loading')} />;
  else if (summary.isError) {
    body = (
      <ErrorState message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />
    );
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {summary.data.queues.map((queue) => (
          <QueueCard key={queue.queue} summary={queue} />
        ))}
      </Box>
    );
  }
  return (
    <>
      <PageHeader title={t('route.reviewDashboard')} subtitle={t('review.dashboard.intro')} />
      {body}
    </>
  );
}
