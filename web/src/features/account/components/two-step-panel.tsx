import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useTwoStep } from '@/features/account/api/get-two-step';
import { useNewRecoveryCodes } from '@/features/account/api/new-recovery-codes';
import { EnrolTwoStepDialog } from '@/features/account/components/enrol-two-step-dialog';
import { RecoveryCodesDialog } from '@/features/account/components/recovery-codes-dialog';
import { TwoStepOffDialog } from '@/features/account/components/two-step-off-dialog';
import { errorMessage } from '@/features/account/error-message';

type Open = 'enrol' | 'off';

/** Two-step sign-in: switch it on with an authenticator app, new recovery codes, switch off. */
export function TwoStepPanel({ identityKey }: { identityKey: string }) {
  const { t } = useTranslation();
  const status = useTwoStep(identityKey);
  const regenerate = useNewRecoveryCodes(identityKey);
  const [open, setOpen] = useState<Open>();
  // Recovery codes just made: shown once, until the user closes them.
  const [codes, setCodes] = useState<string[]>();
  const close = () => {
    setOpen(undefined);
  };

  let content;
  if (status.isPending) content = <LoadingState label={t('account.loading')} />;
  else if (status.isError) {
    content = (
      <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
    );
  } else if (status.data.enabled) {
    content = (
      <>
        <Typography variant="body2">
          {t('account.twoStep.on', { count: status.data.recoveryCodesLeft })}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={regenerate.isPending}
            onClick={() => {
              regenerate.mutate(undefined, { onSuccess: setCodes });
            }}
          >
            {t('account.twoStep.newCodes')}
          </Button>
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => {
              setOpen('off');
            }}
          >
            {t('account.twoStep.switchOff')}
          </Button>
        </Stack>
      </>
    );
  } else {
    content = (
      <>
        <Typography variant="body2">{t('account.twoStep.off')}</Typography>
        <div>
          <Button
            size="small"
            variant="contained"
            onClick={() => {
              setOpen('enrol');
            }}
          >
            {t('account.twoStep.switchOn')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="two-step-heading"
      sx={{ px: { xs: 2, md: 3 }, py: 2, mt: 3 }}
    >
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3" id="two-step-heading">
          {t('account.twoStep.title')}
        </Typography>
        {content}
      </Stack>
      {open === 'enrol' && (
        <EnrolTwoStepDialog
          identityKey={identityKey}
          onClose={close}
          onConfirmed={(made) => {
            close();
            setCodes(made);
          }}
        />
      )}
      {open === 'off' && <TwoStepOffDialog identityKey={identityKey} onClose={close} />}
      {codes && (
        <RecoveryCodesDialog
          codes={codes}
          onClose={() => {
            setCodes(undefined);
          }}
        />
      )}
    </Paper>
  );
}
