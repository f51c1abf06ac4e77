// Strings of inviting partner companies (merged into the app's resources in i18n/i18n.ts).
export const invitationsZhCN = {
  invitations: {
    title: '邀请企业',
  },
};

export type InvitationsMessages = typeof invitationsZhCN;
