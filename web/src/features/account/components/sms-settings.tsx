import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { type SmsProduct, useSmsSettings } from '@/features/account/api/get-sms-settings';
import { useSaveSmsSettings } from '@/features/account/api/save-sms-settings';
import { SmsProductGroup } from '@/features/account/components/sms-product-group';
import { errorMessage } from '@/features/account/error-message';
import { useConfirmAndRun } from '@/lib/confirm-and-run';

interface SmsSettingsProps {
  identityKey: string;
  /** The signed-in employee (the token's `emp`): these are their own choices. */
  employeeCode: string;
}

/** The SMS notifications the user receives, as a checkbox tree per product, and saving them. */
export function SmsSettings({ identityKey, employeeCode }: SmsSettingsProps) {
  const { t } = useTranslation();
  const settings = useSmsSettings(identityKey, employeeCode);

  if (settings.isPending) return <LoadingState label={t('account.sms.loading')} />;
  if (settings.isError) {
    return (
      <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
    );
  }
  if (settings.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t('account.sms.empty')}
      </Typography>
    );
  }
  // A new answer (saved, or read again) starts the form afresh.
  return (
    <SmsSettingsForm
      key={settings.dataUpdatedAt}
      tree={settings.data}
      identityKey={identityKey}
      employeeCode={employeeCode}
    />
  );
}

function chosenIn(tree: SmsProduct[]): Set<string> {
  return new Set(
    tree.flatMap((product) => product.children.filter((n) => n.checked).map((n) => n.id)),
  );
}

interface SmsSettingsFormProps extends SmsSettingsProps {
  tree: SmsProduct[];
}

function SmsSettingsForm({ tree, identityKey, employeeCode }: SmsSettingsFormProps) {
  const { t } = useTranslation();
  const save = useSaveSmsSettings(identityKey, employeeCode);
  const { confirmAndRun, running } = useConfirmAndRun();
  const [stored] = useState(() => chosenIn(tree));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(stored);
  const changed = chosen.size !== stored.size || [...chosen].some((code) => !stored.has(code));

  const toggle = (codes: string[], checked: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      for (const code of codes) {
        if (checked) next.add(code);
        else next.delete(code);
      }
      return next;
    });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void confirmAndRun(() => save.mutateAsync([...chosen]), {
          text: t('account.sms.confirmText'),
        });
      }}
    >
      <Typography color="text.secondary">{t('account.sms.description')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          {tree.map((product) => (
            <SmsProductGroup
              key={product.id}
              product={product}
              chosen={chosen}
              onChange={toggle}
              disabled={running}
            />
          ))}
        </Stack>
      </Paper>
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={running || !changed}>
          {t('account.sms.save')}
        </Button>
        <Button
          disabled={running || !changed}
          onClick={() => {
            setChosen(stored);
          }}
        >
          {t('account.sms.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
