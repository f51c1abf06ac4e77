import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCompanyAction } from '@console/features/companies/api/company-action';
import type { CompanyDetail } from '@console/features/companies/api/get-company';
import { SuspendCompanyDialog } from '@console/features/companies/components/suspend-company-dialog';
import { useConfirmAndRun } from '@/lib/confirm-and-run';

/** An administrator suspends an active company (asked why) or restores a suspended one. */
export function CompanyActions({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const { confirmAndRun, running } = useConfirmAndRun();
  const [suspending, setSuspending] = useState(false);
  const restore = useCompanyAction('restore');
  const { compCode, compName: name } = company;

  if (company.status === 'suspended') {
    return (
      <Button
        variant="outlined"
        disabled={running}
        onClick={() =>
          void confirmAndRun(() => restore.mutateAsync({ compCode }), {
            text: t('companies.actions.restoreAsk', { name }),
            successMessage: t('companies.actions.restored'),
          })
        }
      >
        {t('companies.actions.restore')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        onClick={() => {
          setSuspending(true);
        }}
      >
        {t('companies.actions.suspend')}
      </Button>
      {suspending && (
        <SuspendCompanyDialog
          compCode={compCode}
          name={name}
          onClose={() => {
            setSuspending(false);
          }}
        />
      )}
    </>
  );
}
