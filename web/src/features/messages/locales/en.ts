import type { MessagesMessages } from '@/features/messages/locales/zh-cn';

export const messagesEn: MessagesMessages = {
  messages: {
    title: 'Message centre',
  },
};
