import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { SectionCard } from '@console/components/section-card';
import { SimpleTable } from '@console/components/simple-table';
import { statusText } from '@console/features/review/case-texts';
import { casePath } from '@console/features/review/queues';
import type { Schema } from '@console/lib/api-types';
import { formatDateTime } from '@/lib/format';

type Related = Schema<'RelatedApplication'>;

/** The company's other applications in any queue, each a link to its case. */
export function RelatedSection({ applications }: { applications: Related[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('review.detail.applications')}>
      <SimpleTable
        label={t('review.detail.applications')}
        rows={applications}
        rowKey={(row) => `${row.queue}-${row.id}`}
        empty={t('review.detail.noApplications')}
        columns={[
          {
            key: 'queue',
            label: t('review.related.queue'),
            render: (row) =>
              row.productCode
                ? `${t(`review.queues.${row.queue}`)} · ${row.productCode}`
                : t(`review.queues.${row.queue}`),
          },
          {
            key: 'id',
            label: t('review.related.id'),
            render: (row) => (
              <Link component={RouterLink} to={casePath(row.queue, row.id)}>
                {row.id}
              </Link>
            ),
          },
          {
            key: 'status',
            label: t('review.related.status'),
            render: (row) => statusText(t, row.queue, row.status),
          },
          {
            key: 'submittedAt',
            label: t('review.related.submittedAt'),
            render: (row) => formatDateTime(row.submittedAt),
          },
          {
            key: 'decidedAt',
            label: t('review.related.decidedAt'),
            render: (row) => formatDateTime(row.decidedAt),
          },
        ]}
      />
    </SectionCard>
  );
}
