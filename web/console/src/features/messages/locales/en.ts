import type { MessagesMessages } from '@console/features/messages/locales/zh-cn';

export const messagesEn: MessagesMessages = {
  messages: {
    intro:
      'In-site messages from the platform: to one company, to every company holding a company role, or to every company.',
    listLabel: 'Messages sent',
    columns: {
      title: 'Title',
      audience: 'Sent to',
      recipients: 'Companies',
      sentBy: 'Sent by',
      sentAt: 'Sent',
    },
    audience: { company: 'One company', role: 'Company role', all: 'Every company' },
    roles: {
      C101: 'Core enterprise',
      C102: 'Supplier',
      C103: 'Investment institution',
      C104: 'Funder',
      C105: 'Credit enhancement institution',
      C106: 'Member unit',
    },
    send: {
      open: 'Send a message',
      dialogTitle: 'Send a message',
      confirmTitle: 'Confirm sending',
      audience: 'Recipients',
      compCode: 'Company code',
      compCodeHint: 'For example DEMO0001; the company must be active',
      compCodeRequired: 'Enter a company code',
      compRole: 'Company role',
      compRoleRequired: 'Choose a company role',
      title: 'Title',
      titleRequired: 'Enter a title',
      titleEn: 'English title (optional)',
      content: 'Body (Markdown)',
      contentRequired: 'Enter the body',
      contentEn: 'English body (optional, together with the English title)',
      markdownHint: 'Markdown: **bold**, - list, [link](https://…)',
      preview: 'Preview',
      previewZh: 'Chinese body, as sent',
      previewEn: 'English body, as sent',
      back: 'Back to editing',
      confirm: 'Send',
      sent: 'Sent; companies receiving it: {{count}}',
    },
    confirm: {
      company: 'It goes to company {{code}} (1 company).',
      role: 'It goes to every active company holding the company role “{{role}}” (the number is shown once sent).',
      roleCounted:
        'It goes to every active company holding the company role “{{role}}”: {{count}} in all.',
      all: 'It goes to every active company (the number is shown once sent).',
      allCounted: 'It goes to every active company: {{count}} in all.',
    },
  },
};
