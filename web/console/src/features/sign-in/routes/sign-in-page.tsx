import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { RecoveryCodes } from '@console/components/recovery-codes';
import type { NextStep } from '@console/features/sign-in/api/check-password';
import type { SignedInAnswer } from '@console/features/sign-in/api/finish-enrolment';
import { EnrolForm } from '@console/features/sign-in/components/enrol-form';
import { NewPasswordForm } from '@console/features/sign-in/components/new-password-form';
import { PasswordForm } from '@console/features/sign-in/components/password-form';
import { SecondFactorForm } from '@console/features/sign-in/components/second-factor-form';
import { SignInFrame } from '@console/features/sign-in/components/sign-in-frame';
import { safeRedirect } from '@console/lib/redirect';
import { signInWith } from '@console/lib/session';
import { REDIRECT_PARAM } from '@/lib/navigation';

type Step =
  | { kind: 'password'; notice?: string }
  | { kind: 'changePassword'; ticket: string; username: string }
  | { kind: 'enroll'; ticket: string }
  | { kind: 'totp'; ticket: string }
  | { kind: 'recoveryCodes'; answer: SignedInAnswer };

function afterPassword(step: NextStep, username: string): Step {
  switch (step.next) {
    case 'changePassword':
      return { kind: 'changePassword', ticket: step.ticket, username };
    case 'enroll':
      return { kind: 'enroll', ticket: step.ticket };
    default:
      return { kind: 'totp', ticket: step.ticket };
  }
}

/**
 * Signing an operator in: username and password, then (first time) a new password and the
 * authenticator with its recovery codes, or the authenticator's code. The session starts
 * only after the second factor; the recovery codes are confirmed kept before the console opens.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'password' });

  const restart = useCallback((reason: string) => {
    setStep({ kind: 'password', notice: reason });
  }, []);

  const enter = (answer: SignedInAnswer) => {
    signInWith(answer);
    void navigate(safeRedirect(params.get(REDIRECT_PARAM)), { replace: true });
  };

  const signedIn = (answer: SignedInAnswer) => {
    if (answer.recoveryCodes?.length) setStep({ kind: 'recoveryCodes', answer });
    else enter(answer);
  };

  let content;
  switch (step.kind) {
    case 'password':
      content = (
        <PasswordForm
          notice={step.notice}
          onNext={(next, username) => {
            setStep(afterPassword(next, username));
          }}
        />
      );
      break;
    case 'changePassword':
      content = (
        <NewPasswordForm
          ticket={step.ticket}
          username={step.username}
          onNext={(next) => {
            setStep(afterPassword(next, step.username));
          }}
          onRestart={restart}
        />
      );
      break;
    case 'enroll':
      content = <EnrolForm ticket={step.ticket} onSignedIn={signedIn} onRestart={restart} />;
      break;
    case 'totp':
      content = <SecondFactorForm ticket={step.ticket} onSignedIn={signedIn} onRestart={restart} />;
      break;
    case 'recoveryCodes':
      content = (
        <RecoveryCodes
          codes={step.answer.recoveryCodes ?? []}
          continueLabel={t('signIn.recoveryCodes.continue')}
          onDone={() => {
            enter(step.answer);
          }}
        />
      );
      break;
  }

  const first = step.kind === 'password';
  return (
    <SignInFrame
      title={first ? t('signIn.title') : t(`signIn.steps.${step.kind}`)}
      subtitle={first ? t('signIn.subtitle') : undefined}
    >
      {content}
      {!first && step.kind !== 'recoveryCodes' && (
        <Button
          fullWidth
          sx={{ mt: 1 }}
          onClick={() => {
            setStep({ kind: 'password' });
          }}
        >
          {t('signIn.restart')}
        </Button>
      )}
    </SignInFrame>
  );
}
