// Strings of account information and personal information (merged into the app's resources in i18n/i18n.ts).
export const accountZhCN = {
  account: {
    title: '账户中心',
  },
};

export type AccountMessages = typeof accountZhCN;
