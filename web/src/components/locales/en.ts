import type { ComponentsMessages } from '@/components/locales/zh-cn';

export const componentsEn: ComponentsMessages = {
  sharedUi: {
    idNumber: {
      label: 'ID number',
      rules: {
        empty: 'Please enter the certificate number.',
        length: 'The ID number must have 15 or 18 characters.',
        format: 'The ID number breaks the rules: 15 digits, or 17 digits followed by a digit or X.',
        birthDate: 'The birth date in the ID number is wrong.',
        underAge: 'The ID number cannot be under 18.',
        checkCode: "The ID number's check code is incorrect.",
      },
    },
    dateRange: {
      start: 'Start date',
      end: 'End date',
      startTime: 'Start time',
      endTime: 'End time',
      separator: 'to',
    },
    password: {
      show: 'Show password',
      hide: 'Hide password',
    },
    sendCode: {
      send: 'Get code',
      countdown: 'Resend in {{seconds}} s',
      resend: 'Resend',
    },
  },
};
