import type { IdleMessages } from '@/features/idle/locales/zh-cn';

export const idleEn: IdleMessages = {
  idle: {
    title: 'Security verification',
    description:
      'You have been inactive for more than {{minutes}} minutes. To keep your account safe, verify it is you to continue.',
    descriptionSeconds:
      'You have been inactive for more than {{seconds}} seconds. To keep your account safe, verify it is you to continue.',
    tabsLabel: 'How to verify',
    passwordTab: 'Password',
    smsTab: 'SMS code',
    appTab: 'Authenticator app',
    appCode: 'Authenticator code',
    appCodeRequired: 'Please enter the 6-digit code your authenticator app shows',
    password: 'Sign-in password',
    passwordRequired: 'Please enter the login password',
    mobile: 'Mobile number',
    mobileRequired: 'Please enter the mobile number',
    smsTo: 'The code will be sent to {{mobile}}',
    smsCode: 'SMS code',
    smsCodeRequired: 'Please enter the SMS verification code',
    checkForm: 'Please check the form',
    verify: 'Verify',
    verifyWait: 'Verify ({{seconds}} s)',
    exit: 'Exit directly',
    cannotVerify: 'This session can no longer be verified; please sign in again.',
    loading: 'Getting the verification options…',
  },
};
