import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { useCompanyCount } from '@console/features/messages/api/count-companies';
import type { ComposeValues } from '@console/features/messages/compose-values';
import { useHoldsAny } from '@console/lib/operator';

/**
 * Who will receive the message, in one sentence: one named company, or how many active
 * companies (counted when the operator may read the company list; the server counts again
 * when it sends, and the answer says how many received it).
 */
export function RecipientsLine({ values }: { values: ComposeValues }) {
  const { t } = useTranslation();
  const mayCount = useHoldsAny('ops_admin') && values.audience !== 'company';
  const compRole = values.audience === 'role' && values.compRole !== '' ? values.compRole : null;
  const count = useCompanyCount(compRole, mayCount);
  const role = compRole ? t(`messages.roles.${compRole}`) : '';

  let text: string;
  if (values.audience === 'company') {
    text = t('messages.confirm.company', { code: values.compCode.trim() });
  } else if (count.data !== undefined) {
    text = compRole
      ? t('messages.confirm.roleCounted', { role, count: count.data })
      : t('messages.confirm.allCounted', { count: count.data });
  } else {
    text = compRole ? t('messages.confirm.role', { role }) : t('messages.confirm.all');
  }
  return (
    <Alert severity="warning" role="status">
      {text}
    </Alert>
  );
}
