import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '@console/components/page-header';
import type { Queue } from '@console/features/review/queues';
import type { QueueCases } from '@console/features/review/queues';
import { statusText } from '@console/features/review/case-texts';
import { CaseActions } from '@console/features/review/components/case-actions';
import { DocumentsSection } from '@console/features/review/components/documents-section';
import { OutcomeSection } from '@console/features/review/components/outcome-section';
import { RelatedSection } from '@console/features/review/components/related-section';
import { StageChip } from '@console/features/review/components/stage-chip';
import { TrailSection } from '@console/features/review/components/trail-section';

interface CaseLayoutProps<Q extends Queue> {
  queue: Q;
  detail: QueueCases[Q];
  /** The queue's own sections (company, applicant, identity), above the shared ones. */
  children: ReactNode;
}

/**
 * A case's page: its heading with the stage and the operator's actions, the queue's own
 * sections, then documents, recommendation and decision, trail and the company's history.
 */
export function CaseLayout<Q extends Queue>({ queue, detail, children }: CaseLayoutProps<Q>) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={`${detail.compName ?? detail.compCode} · ${t(`review.queues.${queue}`)} #${detail.id}`}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <span>{statusText(t, queue, detail.status)}</span>
            <StageChip stage={detail.stage} />
          </Stack>
        }
        actions={<CaseActions queue={queue} caseId={detail.id} stage={detail.stage} />}
      />
      <Stack spacing={3}>
        {children}
        <DocumentsSection documents={detail.documents} />
        <OutcomeSection recommendation={detail.recommendation} decision={detail.decision} />
        <TrailSection trail={detail.trail} />
        <RelatedSection applications={detail.applications} />
      </Stack>
    </>
  );
}
