import { useTranslation } from 'react-i18next';

import { FieldList } from '@console/components/field-list';
import { SectionCard } from '@console/components/section-card';
import { SimpleTable } from '@console/components/simple-table';
import { useAfficheReceipts } from '@console/features/content/api/get-affiche';
import { formatDateTime } from '@/lib/format';

/** Who opened an announcement, in figures: readers, their companies, and the last 14 days. */
export function AfficheReceipts({ id }: { id: number }) {
  const { t } = useTranslation();
  const receipts = useAfficheReceipts(id);
  const data = receipts.data;
  return (
    <SectionCard title={t('content.affiche.receipts')} intro={t('content.affiche.receiptsIntro')}>
      {data && (
        <>
          <FieldList
            fields={[
              { label: t('content.affiche.readers'), value: data.readers },
              { label: t('content.affiche.companies'), value: data.companies },
              {
                label: t('content.affiche.readersWithoutCompany'),
                value: data.readersWithoutCompany,
              },
              { label: t('content.affiche.firstReadAt'), value: formatDateTime(data.firstReadAt) },
              { label: t('content.affiche.lastReadAt'), value: formatDateTime(data.lastReadAt) },
            ]}
          />
          <SimpleTable
            label={t('content.affiche.perDay')}
            columns={[
              { key: 'date', label: t('content.affiche.day'), render: (row) => row.date },
              {
                key: 'readers',
                label: t('content.affiche.newReaders'),
                render: (row) => row.readers,
              },
            ]}
            rows={data.perDay.filter((day) => day.readers > 0)}
            rowKey={(row) => row.date}
            empty={t('content.affiche.noReaders')}
          />
        </>
      )}
    </SectionCard>
  );
}
