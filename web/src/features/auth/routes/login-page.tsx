import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import type { SignInAnswer } from '@/features/auth/api/types';
import { ChangePasswordStep } from '@/features/auth/components/change-password-step';
import { IpCheckStep } from '@/features/auth/components/ip-check-step';
import { SignInFrame } from '@/features/auth/components/sign-in-frame';
import { SignInLinks } from '@/features/auth/components/sign-in-links';
import { SignInTabs } from '@/features/auth/components/sign-in-tabs';
import { StepHeading } from '@/features/auth/components/step-heading';
import { SuspendedCompaniesStep } from '@/features/auth/components/suspended-companies-step';
import { TwoStepStep } from '@/features/auth/components/two-step-step';
import {
  followSignIn,
  PRODUCT_CENTRE_PATH,
  safeRedirect,
  type SignInStep,
} from '@/features/auth/sign-in-flow';
import { preloadPage } from '@/lib/navigation';

/**
 * /login: password or SMS sign-in, then whatever the answer asks for (the e-mail code of a new
 * address, the authenticator app's code, a forced password change) on this same screen; signed in, a word on any company the
 * platform suspended, then on to the page the user came from, the company chooser, or the
 * product centre.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const redirect = safeRedirect(search);
  const [step, setStep] = useState<SignInStep>();
  const [mobile, setMobile] = useState('');
  const preloaded = useRef(false);
  // Whoever turns to the form is about to sign in: the page they land on loads while they type
  // and the server checks, not after its answer (nobody who only looks at the page pays).
  const preloadLanding = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloadPage(redirect ?? PRODUCT_CENTRE_PATH);
  };

  const follow = (answer: SignInAnswer, signedInMobile: string = mobile) => {
    setMobile(signedInMobile);
    const outcome = followSignIn(answer, signedInMobile, redirect);
    if (outcome.kind === 'step') setStep(outcome.step);
    else void navigate(outcome.to, { replace: true });
  };
  const back = () => {
    setStep(undefined);
  };

  let content;
  if (step?.kind === 'suspended') {
    const { to } = step;
    content = (
      <SuspendedCompaniesStep
        companies={step.companies}
        onContinue={() => void navigate(to, { replace: true })}
      />
    );
  } else if (step?.kind === 'ipCheck') {
    content = <IpCheckStep ticket={step.ticket} onAnswer={follow} onBack={back} />;
  } else if (step?.kind === 'twoStep') {
    content = <TwoStepStep ticket={step.ticket} onAnswer={follow} onBack={back} />;
  } else if (step?.kind === 'changePassword') {
    content = (
      <ChangePasswordStep
        ticket={step.ticket}
        rule={step.rule}
        mobile={mobile}
        onAnswer={follow}
        onBack={back}
      />
    );
  } else {
    content = (
      <Stack spacing={3} onFocusCapture={preloadLanding}>
        <div>
          <StepHeading title={t('signIn.title')} description={t('signIn.subtitle')} />
        </div>
        <div>
          <SignInTabs onAnswer={follow} />
        </div>
        <SignInLinks />
      </Stack>
    );
  }

  return <SignInFrame>{content}</SignInFrame>;
}
