export const signInZhCN = {
  signIn: {
    title: '运营管理后台登录',
    subtitle: '平台工作人员专用',
    username: '用户名',
    password: '密码',
    submit: '登录',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    restart: '重新登录',
    steps: {
      password: '账号密码',
      changePassword: '设置新密码',
      enroll: '绑定身份验证器',
      recoveryCodes: '保存恢复码',
      totp: '身份验证',
    },
    changePassword: {
      intro: '这是管理员为您设置的临时密码，请先设置您自己的新密码。',
      newPassword: '新密码',
      confirmPassword: '确认新密码',
      required: '请输入新密码',
      confirmRequired: '请再次输入新密码',
      mismatch: '两次输入的密码不一致',
      submit: '设置新密码',
      weak: '新密码不符合要求',
    },
    enroll: {
      intro:
        '登录运营后台须使用身份验证器（如 Microsoft Authenticator、Google Authenticator）。请用验证器扫描二维码，或手动输入密钥。',
      qrAlt: '身份验证器二维码',
      secret: '密钥（手动输入）',
      copySecret: '复制密钥',
      code: '验证器显示的 6 位验证码',
      codeRequired: '请输入 6 位验证码',
      submit: '完成绑定',
      loading: '正在生成密钥…',
    },
    recoveryCodes: {
      continue: '进入运营后台',
    },
    totp: {
      intro: '请输入身份验证器当前显示的 6 位验证码。',
      code: '验证码',
      codeRequired: '请输入 6 位验证码',
      useRecoveryCode: '使用恢复码',
      useAuthenticator: '使用身份验证器',
      recoveryCode: '恢复码',
      recoveryCodeRequired: '请输入恢复码',
      recoveryIntro: '请输入一个尚未使用的恢复码（如 ABCDE-FGHJK）。',
      submit: '验证并登录',
    },
  },
};

export type SignInMessages = typeof signInZhCN;
