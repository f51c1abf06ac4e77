import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { StatusTag } from '@/components/status-tag';
import { usePermitAudit } from '@/features/products/api/get-permit-audit';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';

/** The permit's status changes, newest first: who moved it where, when, and why. */
export function PermitAuditTrail({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = usePermitAudit(productCode);

  if (isPending) return <LoadingState label={t('productCentre.progress.loading')} />;
  if (error) {
    return (
      <ErrorState
        message={isApiError(error) && error.msg ? error.msg : t('errors.requestFailed')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return <Typography color="text.secondary">{t('productCentre.progress.trailEmpty')}</Typography>;
  }

  return (
    <Box
      component="ol"
      aria-label={t('productCentre.progress.trail')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {data.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-testid="audit-entry"
          sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: -7,
              top: 4,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            }}
          />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <StatusTag status={entry.afterStatus} />
            <Typography variant="body2">
              {t(
                entry.operatorType === 'operator'
                  ? 'productCentre.progress.byOperator'
                  : 'productCentre.progress.byUser',
              )}
              {' · '}
              {entry.operatorName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </Typography>
          </Stack>
          {entry.remark && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {entry.remark}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
