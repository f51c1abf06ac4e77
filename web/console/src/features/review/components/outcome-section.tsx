import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { FieldList } from '@console/components/field-list';
import { SectionCard } from '@console/components/section-card';
import { reasonsText, recommendationText } from '@console/features/review/case-texts';
import type { Recommendation } from '@console/features/review/queues';
import type { Schema } from '@console/lib/api-types';
import { formatDateTime } from '@/lib/format';

interface OutcomeSectionProps {
  recommendation: Recommendation | null;
  decision: Schema<'DecisionRead'> | null;
}

const pre = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
    {text}
  </Box>
);

/** Where the review stands: the current recommendation and, once made, the decision. */
export function OutcomeSection({ recommendation, decision }: OutcomeSectionProps) {
  const { t } = useTranslation();
  const decisionStatus = (status: string) =>
    t(`review.status.${status === 'approved' ? 'approved' : 'rejected'}`);
  return (
    <SectionCard title={t('review.detail.review')}>
      <FieldList
        fields={[
          {
            label: t('review.columns.recommendation'),
            value: recommendationText(t, recommendation),
          },
          ...(recommendation?.reasons
            ? [
                {
                  label: t('review.detail.reasons'),
                  value: pre(reasonsText(t, recommendation.reasons)),
                },
              ]
            : []),
          ...(decision
            ? [
                {
                  label: t('review.detail.decision'),
                  value: t('review.detail.decidedBy', {
                    status: decisionStatus(decision.status),
                    name: decision.operatorName ?? '—',
                    at: formatDateTime(decision.decidedAt),
                  }),
                },
                {
                  label: t('review.detail.decisionReasons'),
                  value: pre(reasonsText(t, decision.reasons)),
                },
              ]
            : []),
        ]}
      />
    </SectionCard>
  );
}
