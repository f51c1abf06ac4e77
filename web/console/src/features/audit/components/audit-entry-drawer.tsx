import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DetailDrawer } from '@console/components/detail-drawer';
import { FieldList } from '@console/components/field-list';
import type { AuditRow } from '@console/features/audit/api/list-audit';
import { BeforeAfter } from '@console/features/audit/components/before-after';
import { formatDateTime } from '@/lib/format';

interface AuditEntryDrawerProps {
  entry: AuditRow | undefined;
  onClose: () => void;
}

/** One audit entry whole: who, when, from where, the target, and before and after. */
export function AuditEntryDrawer({ entry, onClose }: AuditEntryDrawerProps) {
  const { t } = useTranslation();
  return (
    <DetailDrawer
      open={entry !== undefined}
      title={entry ? t('audit.entry.title', { sequence: entry.sequence }) : ''}
      onClose={onClose}
    >
      {entry && (
        <>
          <FieldList
            fields={[
              { label: t('audit.columns.at'), value: formatDateTime(entry.at) },
              { label: t('audit.columns.action'), value: entry.action },
              {
                label: t('audit.columns.operator'),
                value: `${entry.operatorName} (${entry.operatorCode})`,
              },
              { label: t('audit.entry.via'), value: entry.via },
              { label: t('audit.entry.targetType'), value: entry.targetType },
              { label: t('audit.entry.targetId'), value: entry.targetId },
              { label: t('audit.columns.source'), value: entry.source },
              { label: t('audit.columns.ip'), value: entry.ip },
              { label: t('audit.entry.tokenId'), value: entry.tokenId },
              { label: t('audit.entry.requestId'), value: entry.requestId },
              { label: t('audit.entry.userAgent'), value: entry.userAgent },
              { label: t('audit.entry.entryId'), value: entry.entryId },
            ]}
          />
          <Typography sx={{ mt: 2 }}>{entry.summary}</Typography>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('audit.entry.changes')}
          </Typography>
          <BeforeAfter before={entry.before} after={entry.after} />
          <Divider sx={{ my: 2 }} />
          <FieldList
            columns={1}
            fields={[
              {
                label: t('audit.entry.hash'),
                value: <code style={{ fontSize: 13 }}>{entry.hash}</code>,
              },
            ]}
          />
        </>
      )}
    </DetailDrawer>
  );
}
