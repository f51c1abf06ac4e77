import type { CompanyMessages } from '@/features/company/locales/zh-cn';

export const companyEn: CompanyMessages = {
  company: {
    title: 'Company information',
  },
};
