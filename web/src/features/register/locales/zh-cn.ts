// Strings of the company registration wizard (merged into the app's resources in i18n/i18n.ts).
export const registerZhCN = {
  register: {
    title: '企业注册',
  },
};

export type RegisterMessages = typeof registerZhCN;
