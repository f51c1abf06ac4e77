// Strings of the message centre: in-site messages and announcements (merged into the app's resources in i18n/i18n.ts).
export const messagesZhCN = {
  messages: {
    title: '消息中心',
  },
};

export type MessagesMessages = typeof messagesZhCN;
