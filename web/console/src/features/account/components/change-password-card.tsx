import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import { PasswordRules } from '@console/components/password-rules';
import { SectionCard } from '@console/components/section-card';
import { useChangePassword } from '@console/features/account/api/change-password';
import { errorMessage } from '@console/lib/error-message';
import { meetsPasswordRule } from '@console/lib/password-rule';
import { PasswordField } from '@/components/password-field';
import { useConfirmAndRun } from '@/lib/confirm-and-run';

interface Values {
  old: string;
  password: string;
  confirm: string;
}

/** The current password, then a new one meeting the rules (shown as they are met). */
export function ChangePasswordCard({ username }: { username: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { confirmAndRun, running } = useConfirmAndRun();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, control, reset } = useForm<Values>({
    defaultValues: { old: '', password: '', confirm: '' },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const outcome = await confirmAndRun(
      () => change.mutateAsync({ oldPassword: values.old, newPassword: values.password }),
      {
        text: t('account.password.ask'),
        successMessage: t('account.password.done'),
        failureShownInForm: true,
      },
    );
    if (outcome.status === 'done') reset();
    if (outcome.status === 'failed') setFailure(errorMessage(outcome.error));
  });

  return (
    <SectionCard title={t('account.password.title')} intro={t('account.password.intro')}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        sx={{ maxWidth: 420 }}
        onSubmit={(event) => void submit(event)}
      >
        <FormAlert message={failure} />
        <PasswordField
          label={t('account.password.old')}
          autoComplete="current-password"
          required
          error={Boolean(errors.old)}
          helperText={errors.old?.message}
          {...register('old', { required: t('account.password.oldRequired') })}
        />
        <PasswordField
          label={t('account.password.new')}
          autoComplete="new-password"
          required
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          {...register('password', {
            required: t('account.password.newRequired'),
            validate: (value) => meetsPasswordRule(value, username) || t('account.password.weak'),
          })}
        />
        <PasswordRules password={password} username={username} />
        <PasswordField
          label={t('account.password.confirm')}
          autoComplete="new-password"
          required
          error={Boolean(errors.confirm)}
          helperText={errors.confirm?.message}
          {...register('confirm', {
            required: t('account.password.confirmRequired'),
            validate: (value, values) =>
              value === values.password || t('account.password.mismatch'),
          })}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={running}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('account.password.submit')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
