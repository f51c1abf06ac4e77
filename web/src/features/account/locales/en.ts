import type { AccountMessages } from '@/features/account/locales/zh-cn';

export const accountEn: AccountMessages = {
  account: {
    title: 'Account centre',
  },
};
