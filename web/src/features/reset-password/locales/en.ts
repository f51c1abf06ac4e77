import type { ResetPasswordMessages } from '@/features/reset-password/locales/zh-cn';

export const resetPasswordEn: ResetPasswordMessages = {
  resetPassword: {
    title: 'Reset password',
  },
};
