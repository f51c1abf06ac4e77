import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useCase } from '@console/features/review/api/get-case';
import { CaseLayout } from '@console/features/review/components/case-layout';
import type { Queue, QueueCases } from '@console/features/review/queues';
import { errorMessage } from '@console/lib/error-message';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';

interface CaseLoaderProps<Q extends Queue> {
  queue: Q;
  /** The queue's own sections of the loaded case. */
  sections: (detail: QueueCases[Q]) => ReactNode;
}

/** The case the URL names (`:caseId`), loaded, in the case layout. */
export function CaseLoader<Q extends Queue>({ queue, sections }: CaseLoaderProps<Q>) {
  const { t } = useTranslation();
  const { caseId = '' } = useParams();
  const detail = useCase(queue, Number(caseId));

  if (detail.isPending) return <LoadingState label={t('common.loading')} />;
  if (detail.isError) {
    return (
      <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
    );
  }
  return (
    <CaseLayout queue={queue} detail={detail.data}>
      {sections(detail.data)}
    </CaseLayout>
  );
}
