import { useTranslation } from 'react-i18next';

import { ReasonDialog } from '@console/components/reason-dialog';
import { useCompanyAction } from '@console/features/companies/api/company-action';
import { notifySuccess } from '@/lib/notifications';

interface SuspendCompanyDialogProps {
  compCode: string;
  name: string;
  onClose: () => void;
}

/**
 * Suspending needs a reason: it is kept with the company, audited, and told to its employees
 * when they try to sign in. A refusal (already suspended) stays in the dialog.
 */
export function SuspendCompanyDialog({ compCode, name, onClose }: SuspendCompanyDialogProps) {
  const { t } = useTranslation();
  const suspend = useCompanyAction('suspend');

  return (
    <ReasonDialog
      id="company-suspend"
      texts={{
        title: t('companies.actions.suspendTitle'),
        intro: t('companies.actions.suspendIntro', { name }),
        reason: t('companies.actions.reason'),
        reasonRequired: t('companies.actions.reasonRequired'),
        submit: t('companies.actions.suspendSubmit'),
      }}
      onConfirm={async (reason) => {
        await suspend.mutateAsync({ compCode, reason });
        notifySuccess(t('companies.actions.suspended'));
      }}
      onClose={onClose}
    />
  );
}
