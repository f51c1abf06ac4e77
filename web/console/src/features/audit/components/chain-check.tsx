import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import type { ChainCheck } from '@console/features/audit/api/verify-chain';

/** The outcome of checking the hash chain: intact (how many entries), or where it breaks. */
export function ChainCheckResult({ check, onClose }: { check: ChainCheck; onClose: () => void }) {
  const { t } = useTranslation();
  return check.intact ? (
    <Alert severity="success" role="status" onClose={onClose} sx={{ mb: 2 }}>
      {t('audit.intact', { entries: check.entries, head: check.headSequence })}
    </Alert>
  ) : (
    <Alert severity="error" role="alert" onClose={onClose} sx={{ mb: 2 }}>
      {t('audit.broken', { at: check.brokenAt ?? '?', reason: check.reason })}
    </Alert>
  );
}
