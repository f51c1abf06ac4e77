// Strings of the password-reset wizard (merged into the app's resources in i18n/i18n.ts).
export const resetPasswordZhCN = {
  resetPassword: {
    title: '重置密码',
    stepsLabel: '找回密码步骤',
    fields: {
      mobile: '手机号',
      smsCode: '短信验证码',
      newPassword: '新密码',
      confirmPassword: '确认新密码',
    },
    validation: {
      mobileRequired: '请输入手机号',
      mobileInvalid: '手机号应为以1开头的11位数字',
      captchaRequired: '请输入图形验证码',
      captchaFirst: '请先输入图形验证码',
      smsCodeRequired: '请输入短信验证码',
      passwordRequired: '请输入新密码',
      confirmRequired: '请再次输入新密码',
      mismatch: '两次输入的密码不一致',
    },
    passwordHint: '8至64位，至少包含小写字母、大写字母、数字、符号中的三种，且不能包含手机号',
    passwordRules: {
      length: '密码长度应为8至64位',
      kinds: '密码须至少包含小写字母、大写字母、数字、符号中的三种',
      mobile: '密码不能包含手机号',
    },
    account: {
      description: '输入注册的手机号，通过短信验证码验证身份。',
      codeSent: '如该手机号已注册，验证码已发送至{{to}}。请输入新的图形验证码后继续。',
      submit: '下一步',
    },
    reset: {
      description: '设置新的登录密码。重置后，该账号所有已登录的会话都将退出。',
      submit: '重置密码',
      confirm: '确认重置登录密码？重置后所有已登录的会话都将退出。',
      noTicket: '请先验证手机号。',
      startOver: '重新验证手机号',
    },
    complete: {
      text: '密码已重置，请使用新密码登录。',
      signIn: '去登录',
    },
    backToSignIn: '返回登录',
  },
};

export type ResetPasswordMessages = typeof resetPasswordZhCN;
