// Strings of the shared components (merged into the app's resources in i18n/i18n.ts).
export const componentsZhCN = {
  sharedUi: {
    idNumber: {
      label: '证件号码',
      // The server's wording (kit/portal_kit/validators.py), word for word.
      rules: {
        empty: '请输入证件号码',
        length: '证件号码长度不正确，应为15位或18位',
        format: '证件号码不符合规则：应为15位数字，或17位数字加一位数字或X',
        birthDate: '证件号码中的出生日期不正确',
        underAge: '身份证号码不能小于18岁',
        checkCode: '证件号码校验码不正确',
      },
    },
    dateRange: {
      start: '开始日期',
      end: '结束日期',
      startTime: '开始时间',
      endTime: '结束时间',
      separator: '至',
    },
    password: {
      show: '显示密码',
      hide: '隐藏密码',
    },
    sendCode: {
      send: '获取验证码',
      countdown: '{{seconds}}秒后重新获取',
      resend: '重新发送',
    },
  },
};

export type ComponentsMessages = typeof componentsZhCN;
