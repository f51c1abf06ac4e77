import type { SignInMessages } from '@console/features/sign-in/locales/zh-cn';

export const signInEn: SignInMessages = {
  signIn: {
    title: 'Sign in to the Operations Console',
    subtitle: 'For the platform’s staff',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    usernameRequired: 'Enter your username',
    passwordRequired: 'Enter your password',
    restart: 'Start again',
    steps: {
      password: 'Username and password',
      changePassword: 'New password',
      enroll: 'Authenticator',
      recoveryCodes: 'Recovery codes',
      totp: 'Verification',
    },
    changePassword: {
      intro: 'An administrator set this temporary password for you: choose your own first.',
      newPassword: 'New password',
      confirmPassword: 'Confirm the new password',
      required: 'Enter a new password',
      confirmRequired: 'Enter the new password again',
      mismatch: 'The two passwords differ',
      submit: 'Set the new password',
      weak: 'The new password does not meet the rules',
    },
    enroll: {
      intro:
        'The console needs an authenticator app (such as Microsoft Authenticator or Google Authenticator). Scan the QR code with it, or type the secret in.',
      qrAlt: 'QR code for the authenticator',
      secret: 'Secret (to type in)',
      copySecret: 'Copy the secret',
      code: 'The 6-digit code the authenticator shows',
      codeRequired: 'Enter the 6-digit code',
      submit: 'Finish setting up',
      loading: 'Drawing a secret…',
    },
    recoveryCodes: {
      continue: 'Enter the console',
    },
    totp: {
      intro: 'Enter the 6-digit code your authenticator shows now.',
      code: 'Code',
      codeRequired: 'Enter the 6-digit code',
      useRecoveryCode: 'Use a recovery code',
      useAuthenticator: 'Use the authenticator',
      recoveryCode: 'Recovery code',
      recoveryCodeRequired: 'Enter a recovery code',
      recoveryIntro: 'Enter a recovery code you have not used yet (like ABCDE-FGHJK).',
      submit: 'Verify and sign in',
    },
  },
};
