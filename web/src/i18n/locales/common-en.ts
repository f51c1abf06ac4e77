import type { CommonMessages } from '@/i18n/locales/common-zh-cn';

export const commonEn: CommonMessages = {
  language: {
    label: 'Language',
    button: '{{language}} (language)',
    'zh-CN': '简体中文',
    en: 'English',
  },
  colorScheme: {
    label: 'Appearance',
    system: 'Follow the system',
    light: 'Light',
    dark: 'Dark',
  },
  errors: {
    requestFailed: 'Request failed',
    network: 'Network error, please check your connection',
    timeout: 'The request timed out, please try again',
    protection: 'Could not set up a secure connection, please reload the page',
    generic: 'Something went wrong, please reload the page',
    retry: 'Retry',
  },
  feedback: {
    loading: 'Loading in progress…',
    tip: 'Tip',
    continue: 'Continue?',
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    operationSuccessful: 'Operation successful',
    operationSuccessfulContinue: 'Operation successful, please continue',
    operationFailed: 'Operation failed',
    discardEntered: 'Close and discard what you have entered?',
  },
  common: {
    loading: 'Loading…',
  },
};
