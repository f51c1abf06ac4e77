import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MethodTabs } from '@/components/method-tabs';
import type { SignInAnswer } from '@/features/auth/api/types';
import { PasswordSignInForm } from '@/features/auth/components/password-sign-in-form';
import { SmsSignInForm } from '@/features/auth/components/sms-sign-in-form';

const METHODS = ['password', 'sms'] as const;
type Method = (typeof METHODS)[number];

interface SignInTabsProps {
  onAnswer: (answer: SignInAnswer, mobile: string) => void;
}

/** The two ways in: password (with captcha) and SMS code. */
export function SignInTabs({ onAnswer }: SignInTabsProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('password');
  const label = { password: t('signIn.passwordTab'), sms: t('signIn.smsTab') };

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <MethodTabs
          label={t('signIn.tabsLabel')}
          tabs={METHODS.map((value) => ({ value, label: label[value] }))}
          value={method}
          onChange={setMethod}
          idPrefix="sign-in"
        />
      </Box>
      <Box role="tabpanel" id={`sign-in-panel-${method}`} aria-labelledby={`sign-in-tab-${method}`}>
        {method === 'password' ? (
          <PasswordSignInForm onAnswer={onAnswer} />
        ) : (
          <SmsSignInForm onAnswer={onAnswer} />
        )}
      </Box>
    </>
  );
}
