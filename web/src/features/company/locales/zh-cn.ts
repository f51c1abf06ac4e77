// Strings of company information and the change of administrator (merged into the app's resources in i18n/i18n.ts).
export const companyZhCN = {
  company: {
    title: '企业信息',
  },
};

export type CompanyMessages = typeof companyZhCN;
