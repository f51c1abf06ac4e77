export const idleZhCN = {
  idle: {
    title: '安全验证',
    description: '您已 {{minutes}} 分钟未操作，为保护数据安全，请验证身份后继续。',
    descriptionSeconds: '您已 {{seconds}} 秒未操作，为保护数据安全，请验证身份后继续。',
    byCode: '验证器验证码',
    byPassword: '登录密码',
    code: '验证器当前显示的 6 位验证码',
    codeRequired: '请输入 6 位验证码',
    password: '登录密码',
    passwordRequired: '请输入登录密码',
    verify: '验证',
    exit: '退出登录',
  },
};

export type IdleMessages = typeof idleZhCN;
