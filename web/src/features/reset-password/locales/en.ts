import type { ResetPasswordMessages } from '@/features/reset-password/locales/zh-cn';

export const resetPasswordEn: ResetPasswordMessages = {
  resetPassword: {
    title: 'Reset password',
    stepsLabel: 'Password reset steps',
    fields: {
      mobile: 'Mobile number',
      smsCode: 'SMS code',
      newPassword: 'New password',
      confirmPassword: 'Confirm the new password',
    },
    validation: {
      mobileRequired: 'Please enter the mobile number',
      mobileInvalid: 'The mobile number must be 11 digits starting with 1',
      captchaRequired: 'Please enter the image code',
      captchaFirst: 'Please enter the image code first',
      smsCodeRequired: 'Please enter the SMS code',
      passwordRequired: 'Please enter the new password',
      confirmRequired: 'Please enter the new password again',
      mismatch: 'The two passwords differ',
    },
    passwordHint:
      '8 to 64 characters with three of lower case, upper case, digits and symbols; not containing the mobile number',
    passwordRules: {
      length: 'The password must have 8 to 64 characters.',
      kinds: 'The password needs three of: lower case, upper case, digits, symbols.',
      mobile: 'The password must not contain the mobile number.',
    },
    account: {
      description: 'Enter the mobile number of your account and prove it with an SMS code.',
      codeSent:
        'If this number has an account, the code was sent to {{to}}. Enter the new image code to continue.',
      submit: 'Next',
    },
    reset: {
      description:
        'Choose a new password. Once it is reset, every signed-in session of the account ends.',
      submit: 'Reset the password',
      confirm: 'Reset the sign-in password? Every signed-in session will end.',
      noTicket: 'Please prove your mobile number first.',
      startOver: 'Prove the mobile number again',
    },
    complete: {
      text: 'Your password has been reset: sign in with the new one.',
      signIn: 'Sign in',
    },
    backToSignIn: 'Back to sign-in',
  },
};
