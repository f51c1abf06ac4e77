import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SignInAnswer } from '@/features/auth/api/types';
import { PasswordSignInForm } from '@/features/auth/components/password-sign-in-form';
import { SmsSignInForm } from '@/features/auth/components/sms-sign-in-form';

type Method = 'password' | 'sms';

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
      <Tabs
        value={method}
        onChange={(_, next: Method) => {
          setMethod(next);
        }}
        aria-label={t('signIn.tabsLabel')}
        variant="fullWidth"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {(['password', 'sms'] as const).map((value) => (
          <Tab
            key={value}
            value={value}
            label={label[value]}
            id={`sign-in-tab-${value}`}
            aria-controls={`sign-in-panel-${value}`}
          />
        ))}
      </Tabs>
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
