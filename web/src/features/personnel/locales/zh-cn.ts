// Strings of personnel management and the administrator transfer (merged into the app's resources in i18n/i18n.ts).
export const personnelZhCN = {
  personnel: {
    title: '人员管理',
  },
};

export type PersonnelMessages = typeof personnelZhCN;
