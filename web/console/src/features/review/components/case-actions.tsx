import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type ReviewAction, ReviewDialog } from '@console/features/review/components/review-dialog';
import type { Queue, Stage } from '@console/features/review/queues';
import { useHoldsAny } from '@console/lib/operator';

interface CaseActionsProps {
  queue: Queue;
  caseId: number;
  stage: Stage | null;
}

/**
 * What the signed-in operator may do to a waiting case: a reviewer recommends while it awaits
 * review; an approver approves or rejects it (the service says when four eyes want a
 * recommendation first) and returns a recommended one. Nothing for a decided case or for
 * operators without those roles.
 */
export function CaseActions({ queue, caseId, stage }: CaseActionsProps) {
  const { t } = useTranslation();
  const reviewer = useHoldsAny('reviewer');
  const approver = useHoldsAny('approver');
  const [action, setAction] = useState<ReviewAction>();
  if (stage === null) return null;

  const button = (name: ReviewAction, variant: 'contained' | 'outlined', color?: 'error') => (
    <Button
      key={name}
      variant={variant}
      color={color}
      onClick={() => {
        setAction(name);
      }}
    >
      {t(`review.actions.${name}`)}
    </Button>
  );

  return (
    <>
      {reviewer && stage === 'awaitingReview' && button('recommend', 'contained')}
      {approver && button('approve', 'contained')}
      {approver && button('reject', 'outlined', 'error')}
      {approver && stage === 'awaitingDecision' && button('return', 'outlined')}
      {action && (
        <ReviewDialog
          queue={queue}
          caseId={caseId}
          action={action}
          onClose={() => {
            setAction(undefined);
          }}
        />
      )}
    </>
  );
}
