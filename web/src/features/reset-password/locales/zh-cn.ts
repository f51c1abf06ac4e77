// Strings of the password-reset wizard (merged into the app's resources in i18n/i18n.ts).
export const resetPasswordZhCN = {
  resetPassword: {
    title: '重置密码',
  },
};

export type ResetPasswordMessages = typeof resetPasswordZhCN;
