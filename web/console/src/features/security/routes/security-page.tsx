import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '@console/components/page-header';
import { SimpleTable } from '@console/components/simple-table';
import { allowedText } from '@console/features/security/allowed-values';
import { type SecurityParam, useSecurityParams } from '@console/features/security/api/list-params';
import { EditParamDialog } from '@console/features/security/components/edit-param-dialog';
import { errorMessage } from '@console/lib/error-message';
import { useHoldsAny } from '@console/lib/operator';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format';

/** The security parameters with their units, ranges and defaults; administrators change them. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const canWrite = useHoldsAny('ops_admin');
  const params = useSecurityParams();
  const [editing, setEditing] = useState<SecurityParam>();

  const withUnit = (param: SecurityParam, value: number) =>
    param.unit ? `${value} ${t(`security.units.${param.unit}`)}` : String(value);

  let body;
  if (params.isPending) body = <LoadingState label={t('common.loading')} />;
  else if (params.isError) {
    body = (
      <ErrorState message={errorMessage(params.error)} onRetry={() => void params.refetch()} />
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
        <SimpleTable
          label={t('security.label')}
          rows={params.data.rows}
          rowKey={(row) => row.key}
          empty={t('list.empty')}
          columns={[
            {
              key: 'key',
              label: t('security.key'),
              render: (row) => (
                <>
                  <Typography component="div" sx={{ fontFamily: 'monospace', fontSize: 14 }}>
                    {row.key}
                  </Typography>
                  <Typography component="div" variant="body2" color="text.secondary">
                    {language === 'zh-CN' ? row.descriptionZh : row.descriptionEn}
                  </Typography>
                </>
              ),
            },
            {
              key: 'value',
              label: t('security.value'),
              render: (row) => <strong>{withUnit(row, row.value)}</strong>,
            },
            {
              key: 'allowed',
              label: t('security.allowed'),
              render: (row) => allowedText(row, t('security.or')),
            },
            {
              key: 'default',
              label: t('security.defaultValue'),
              render: (row) => withUnit(row, row.defaultValue),
            },
            {
              key: 'updated',
              label: t('security.updated'),
              render: (row) =>
                row.updatedAt
                  ? `${formatDateTime(row.updatedAt)} ${row.updatedBy ?? ''}`
                  : t('security.never'),
            },
            ...(canWrite
              ? [
                  {
                    key: 'action',
                    label: t('list.actions'),
                    render: (row: SecurityParam) => (
                      <Button
                        size="small"
                        aria-label={t('security.editLabel', { key: row.key })}
                        onClick={() => {
                          setEditing(row);
                        }}
                      >
                        {t('security.edit')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Paper>
    );
  }

  return (
    <>
      <PageHeader title={t('route.security')} subtitle={t('security.intro')} />
      {body}
      {editing && (
        <EditParamDialog
          param={editing}
          onClose={() => {
            setEditing(undefined);
          }}
        />
      )}
    </>
  );
}
