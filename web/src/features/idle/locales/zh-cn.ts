// Strings of the security verification dialog (merged into the resources in i18n/i18n.ts).
export const idleZhCN = {
  idle: {
    title: '安全验证',
    description: '您已超过{{minutes}}分钟未操作。为保障账户安全，请验证身份后继续。',
    descriptionSeconds: '您已超过{{seconds}}秒未操作。为保障账户安全，请验证身份后继续。',
    tabsLabel: '验证方式',
    passwordTab: '密码验证',
    smsTab: '短信验证',
    appTab: '验证器',
    appCode: '验证器验证码',
    appCodeRequired: '请输入验证器应用显示的6位验证码',
    password: '登录密码',
    passwordRequired: '请输入登录密码',
    mobile: '手机号',
    mobileRequired: '请输入手机号',
    smsTo: '验证码将发送至 {{mobile}}',
    smsCode: '短信验证码',
    smsCodeRequired: '请输入短信验证码',
    checkForm: '请检查表单',
    verify: '验证',
    verifyWait: '验证（{{seconds}}秒）',
    exit: '直接退出',
    cannotVerify: '本次会话已无法通过验证继续，请重新登录。',
    loading: '正在获取验证方式…',
  },
};

export type IdleMessages = typeof idleZhCN;
