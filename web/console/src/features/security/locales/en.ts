import type { SecurityMessages } from '@console/features/security/locales/zh-cn';

export const securityEn: SecurityMessages = {
  security: {
    intro:
      'A change applies from the next request on, without a restart; every change is in the audit log.',
    label: 'Security parameters',
    key: 'Parameter',
    description: 'Meaning',
    value: 'Value',
    allowed: 'Allowed',
    defaultValue: 'Default',
    updated: 'Last changed',
    never: 'Never changed',
    or: 'or',
    edit: 'Change',
    editLabel: 'Change {{key}}',
    units: {
      seconds: 's',
      minutes: 'min',
      days: 'days',
      count: 'times',
    },
    dialog: {
      title: 'Change a security parameter',
      value: 'New value',
      required: 'Enter a new value',
      outOfRange: 'The value must be {{allowed}}',
      unchanged: 'That is the current value',
      ask: 'Change {{key}} from {{from}} to {{to}}?',
      submit: 'Save',
      saved: 'Saved: in force from the next request',
    },
  },
};
