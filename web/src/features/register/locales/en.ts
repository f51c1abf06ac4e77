import type { RegisterMessages } from '@/features/register/locales/zh-cn';

export const registerEn: RegisterMessages = {
  register: {
    title: 'Company registration',
  },
};
