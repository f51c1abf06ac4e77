import type { AuditLogMessages } from '@/features/audit-log/locales/zh-cn';

export const auditLogEn: AuditLogMessages = {
  auditLog: {
    intro:
      "Personnel changes, invitations, product applications, changes of administrator and employees' sign-ins in your company; only its administrators see them.",
    export: 'Export CSV',
    exportFile: 'audit-log-{{at}}.csv',
    operator: 'Platform operator: {{name}}',
    filters: {
      label: 'Filter the audit log',
      who: 'Who',
      kind: 'What',
      any: 'All',
      search: 'Search',
      reset: 'Reset',
    },
    columns: {
      text: 'Description',
      at: 'Time',
      actor: 'Who',
      kind: 'Kind',
      subject: 'Subject',
    },
    list: {
      label: 'Audit log',
      loading: 'Loading the audit log',
      empty: 'No entries match',
      total: '{{count}} entries',
      pages: 'Audit log pages',
    },
  },
};
