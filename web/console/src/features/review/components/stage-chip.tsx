import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import type { Stage } from '@console/features/review/queues';

/** Where a waiting case is: with a reviewer, or with an approver; nothing once decided. */
export function StageChip({ stage }: { stage: Stage | null }) {
  const { t } = useTranslation();
  if (stage === null) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={stage === 'awaitingDecision' ? 'secondary' : 'primary'}
      label={t(`review.stages.${stage}`)}
    />
  );
}
