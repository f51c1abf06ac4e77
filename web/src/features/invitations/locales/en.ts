import type { InvitationsMessages } from '@/features/invitations/locales/zh-cn';

export const invitationsEn: InvitationsMessages = {
  invitations: {
    title: 'Invite companies',
  },
};
