import type { PersonnelMessages } from '@/features/personnel/locales/zh-cn';

export const personnelEn: PersonnelMessages = {
  personnel: {
    title: 'Personnel',
  },
};
