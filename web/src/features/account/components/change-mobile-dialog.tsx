import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CaptchaField } from '@/components/captcha-field';
import { checkMobile } from '@/features/account/api/check-mobile';
import { sendNewMobileCode } from '@/features/account/api/send-new-mobile-code';
import { sendOldMobileCode } from '@/features/account/api/send-old-mobile-code';
import { useChangeMobile } from '@/features/account/api/update-mobile';
import { CodeField } from '@/features/account/components/code-field';
import { FormDialog } from '@/features/account/components/form-dialog';
import { FormSection } from '@/features/account/components/form-section';
import { alreadyHandled, errorMessage } from '@/features/account/error-message';
import {
  mobileRules,
  requiredRules,
  serverError,
  useFieldMessage,
} from '@/features/account/validation';
import { ACCOUNT_CAPTCHA, refreshCaptcha } from '@/lib/captcha';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { placeServerError } from '@/lib/field-message';
import { mobileProblem } from '@/lib/validators/mobile';

interface Values {
  captcha: string;
  oldCode: string;
  mobile: string;
  newCode: string;
}

interface ChangeMobileDialogProps {
  identityKey: string;
  /** The current mobile, masked. */
  currentMobile: string;
  onClose: () => void;
}

/**
 * The mobile change: the image code buys an SMS code to the current mobile, the new mobile
 * (checked free) gets its own; both codes right, the change is made. Sign-in uses the new one.
 */
export function ChangeMobileDialog({
  identityKey,
  currentMobile,
  onClose,
}: ChangeMobileDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const { confirmAndRun, running } = useConfirmAndRun();
  const change = useChangeMobile(identityKey);
  const [failure, setFailure] = useState<string>();
  const [note, setNote] = useState<string>();
  const { register, handleSubmit, getValues, setError, clearErrors, resetField, formState } =
    useForm<Values>({ defaultValues: { captcha: '', oldCode: '', mobile: '', newCode: '' } });
  const { errors } = formState;

  const sendOld = async (): Promise<number | false> => {
    setFailure(undefined);
    const captcha = getValues('captcha').trim();
    if (captcha === '') {
      setError('captcha', { message: 'captchaRequired' });
      return false;
    }
    clearErrors('captcha');
    try {
      const sent = await sendOldMobileCode(captcha);
      setNote(t('account.codeSent', { to: sent.to }));
      return sent.resendSec;
    } catch (error) {
      if (!alreadyHandled(error)) setError('captcha', serverError(errorMessage(error)));
      return false;
    } finally {
      // Right or wrong, the image code is used up: a resend needs a new one.
      resetField('captcha');
      void refreshCaptcha(queryClient, ACCOUNT_CAPTCHA);
    }
  };

  const sendNew = async (): Promise<number | false> => {
    setFailure(undefined);
    const mobile = getValues('mobile').trim();
    const problem = mobileProblem(mobile);
    if (problem) {
      setError('mobile', { message: problem });
      return false;
    }
    clearErrors('mobile');
    try {
      const check = await checkMobile(mobile);
      if (!check.available) {
        setError('mobile', { message: check.current ? 'mobileCurrent' : 'mobileTaken' });
        return false;
      }
      const sent = await sendNewMobileCode(mobile);
      setNote(t('account.codeSent', { to: sent.to }));
      return sent.resendSec;
    } catch (error) {
      if (!alreadyHandled(error)) setError('mobile', serverError(errorMessage(error)));
      return false;
    }
  };

  const submit = handleSubmit(async ({ mobile, oldCode, newCode }) => {
    setFailure(undefined);
    const outcome = await confirmAndRun(() => change.mutateAsync({ mobile, oldCode, newCode }), {
      text: t('account.mobile.confirmText', { mobile }),
      successMessage: t('account.mobile.done'),
      failureShownInForm: true,
    });
    if (outcome.status === 'done') onClose();
    // A refusal naming a field goes under it; the rest (a wrong code) above the fields.
    else if (outcome.status === 'failed') {
      setFailure(placeServerError(outcome.error, ['mobile', 'newCode'], setError));
    }
  });

  return (
    <FormDialog
      title={t('account.mobile.title')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitting={running}
      dirty={formState.isDirty}
      failure={failure}
      note={note}
    >
      <FormSection title={t('account.mobile.stepOld')}>
        <Typography variant="body2" color="text.secondary">
          {t('account.mobile.current', { mobile: currentMobile })}
        </Typography>
        <CaptchaField
          call={ACCOUNT_CAPTCHA}
          registration={register('captcha', { setValueAs: (v: string) => v.trim() })}
          error={fieldMessage(errors.captcha)}
        />
        <CodeField
          label={t('account.mobile.oldCode')}
          registration={register('oldCode', requiredRules('codeRequired'))}
          error={fieldMessage(errors.oldCode)}
          onSend={sendOld}
        />
      </FormSection>
      <FormSection title={t('account.mobile.stepNew')}>
        <TextField
          {...register('mobile', mobileRules)}
          label={t('account.mobile.newMobile')}
          type="tel"
          autoComplete="tel-national"
          error={errors.mobile !== undefined}
          helperText={fieldMessage(errors.mobile)}
          slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
        />
        <CodeField
          label={t('account.mobile.newCode')}
          registration={register('newCode', requiredRules('codeRequired'))}
          error={fieldMessage(errors.newCode)}
          onSend={sendNew}
        />
      </FormSection>
    </FormDialog>
  );
}
