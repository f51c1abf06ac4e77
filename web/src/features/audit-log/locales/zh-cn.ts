// Strings of the company audit log (merged into the app's resources in app/i18n.ts).
export const auditLogZhCN = {
  auditLog: {
    intro: '企业内的人员变更、邀请、产品开通申请、管理员变更和员工登录记录，仅企业管理员可见。',
    export: '导出 CSV',
    exportFile: '操作日志-{{at}}.csv',
    operator: '平台运营：{{name}}',
    filters: {
      label: '筛选操作日志',
      who: '操作人',
      kind: '操作类型',
      any: '全部',
      search: '查询',
      reset: '重置',
    },
    columns: {
      text: '操作内容',
      at: '时间',
      actor: '操作人',
      kind: '操作类型',
      subject: '操作对象',
    },
    list: {
      label: '操作日志',
      loading: '正在加载操作日志',
      empty: '没有符合条件的记录',
      total: '共 {{count}} 条',
      pages: '操作日志分页',
    },
  },
};

export type AuditLogMessages = typeof auditLogZhCN;
