export const securityZhCN = {
  security: {
    intro: '修改后从下一次请求起生效，无需重启；每次修改都记入审计日志。',
    label: '安全参数',
    key: '参数',
    description: '说明',
    value: '当前值',
    allowed: '取值范围',
    defaultValue: '默认值',
    updated: '最近修改',
    never: '未修改过',
    or: '或',
    edit: '修改',
    editLabel: '修改 {{key}}',
    units: {
      seconds: '秒',
      minutes: '分钟',
      days: '天',
      count: '次',
    },
    dialog: {
      title: '修改安全参数',
      value: '新值',
      required: '请输入新值',
      outOfRange: '取值须为 {{allowed}}',
      unchanged: '新值与当前值相同',
      ask: '确定将 {{key}} 从 {{from}} 改为 {{to}} 吗？',
      submit: '保存',
      saved: '已保存，从下一次请求起生效',
    },
  },
};

export type SecurityMessages = typeof securityZhCN;
