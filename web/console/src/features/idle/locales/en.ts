import type { IdleMessages } from '@console/features/idle/locales/zh-cn';

export const idleEn: IdleMessages = {
  idle: {
    title: 'Security verification',
    description:
      'Nothing happened for {{minutes}} minutes. To protect the data, prove it is you to go on.',
    descriptionSeconds:
      'Nothing happened for {{seconds}} seconds. To protect the data, prove it is you to go on.',
    byCode: 'Authenticator code',
    byPassword: 'Password',
    code: 'The 6-digit code your authenticator shows',
    codeRequired: 'Enter the 6-digit code',
    password: 'Password',
    passwordRequired: 'Enter your password',
    verify: 'Verify',
    exit: 'Sign out',
  },
};
