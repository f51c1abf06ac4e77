import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '@console/components/page-header';
import { SimpleTable } from '@console/components/simple-table';
import { type Policy, usePolicies, useUpdatePolicy } from '@console/features/review/api/policies';
import { errorMessage } from '@console/lib/error-message';
import { useHoldsAny } from '@console/lib/operator';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { formatDateTime } from '@/lib/format';

/** Four eyes per queue: every case role reads it, operations administrators switch it. */
export default function PolicyPage() {
  const { t } = useTranslation();
  const canWrite = useHoldsAny('ops_admin');
  const policies = usePolicies();
  const update = useUpdatePolicy();
  const { confirmAndRun, running } = useConfirmAndRun();

  const toggle = (policy: Policy) => {
    const queue = t(`review.queues.${policy.queue}`);
    void confirmAndRun(
      () => update.mutateAsync({ queue: policy.queue, fourEyes: !policy.fourEyes }),
      {
        text: t(policy.fourEyes ? 'review.policy.askOff' : 'review.policy.askOn', { queue }),
        successMessage: t('review.policy.saved'),
      },
    );
  };

  const state = (policy: Policy) => {
    const text = t(policy.fourEyes ? 'review.policy.on' : 'review.policy.off');
    if (!canWrite) return <strong>{text}</strong>;
    return (
      <FormControlLabel
        label={text}
        control={
          <Switch
            checked={policy.fourEyes}
            disabled={running}
            slotProps={{
              input: {
                'aria-label': t('review.policy.switchLabel', {
                  queue: t(`review.queues.${policy.queue}`),
                }),
              },
            }}
            onChange={() => {
              toggle(policy);
            }}
          />
        }
      />
    );
  };

  let body;
  if (policies.isPending) body = <LoadingState label={t('common.loading')} />;
  else if (policies.isError) {
    body = (
      <ErrorState message={errorMessage(policies.error)} onRetry={() => void policies.refetch()} />
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
        <SimpleTable
          label={t('review.policy.label')}
          rows={policies.data}
          rowKey={(row) => row.queue}
          empty={t('list.empty')}
          columns={[
            {
              key: 'queue',
              label: t('review.policy.queue'),
              render: (row) => t(`review.queues.${row.queue}`),
            },
            { key: 'fourEyes', label: t('review.policy.fourEyes'), render: state },
            {
              key: 'updated',
              label: t('review.policy.updated'),
              render: (row) =>
                row.updatedAt
                  ? `${formatDateTime(row.updatedAt)} ${row.updatedByName ?? ''}`
                  : t('review.policy.never'),
            },
          ]}
        />
      </Paper>
    );
  }

  return (
    <>
      <PageHeader title={t('route.reviewPolicy')} subtitle={t('review.policy.intro')} />
      {body}
    </>
  );
}
