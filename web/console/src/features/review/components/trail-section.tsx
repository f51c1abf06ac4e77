import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '@console/components/section-card';
import { SimpleTable } from '@console/components/simple-table';
import { reasonsText } from '@console/features/review/case-texts';
import type { TrailEntry } from '@console/features/review/queues';
import { formatDateTime } from '@/lib/format';

const KINDS = [
  'submitted',
  'withdrawn',
  'returned',
  'approved',
  'rejected',
  'statusChanged',
] as const;

/** The case's steps, oldest first: submissions, recommendations, returns, the decision. */
export function TrailSection({ trail }: { trail: TrailEntry[] }) {
  const { t } = useTranslation();
  const stepText = (entry: TrailEntry) => {
    if (entry.kind === 'recommended') {
      return t(`review.trail.${entry.approve ? 'recommendedApprove' : 'recommendedReject'}`);
    }
    const known = KINDS.find((kind) => kind === entry.kind);
    return known ? t(`review.trail.${known}`) : entry.kind;
  };
  return (
    <SectionCard title={t('review.detail.trail')}>
      <SimpleTable
        label={t('review.detail.trail')}
        rows={trail}
        rowKey={(entry, index) => `${entry.at}-${index}`}
        empty={t('review.detail.noTrail')}
        columns={[
          { key: 'at', label: t('review.trail.at'), render: (entry) => formatDateTime(entry.at) },
          {
            key: 'actor',
            label: t('review.trail.actor'),
            render: (entry) =>
              t(`review.trail.${entry.actorType === 'user' ? 'user' : 'operator'}`, {
                name: entry.actorName,
              }),
          },
          { key: 'step', label: t('review.trail.step'), render: stepText },
          {
            key: 'reasons',
            label: t('review.trail.reasons'),
            render: (entry) => (
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {reasonsText(t, entry.reasons)}
              </Box>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
