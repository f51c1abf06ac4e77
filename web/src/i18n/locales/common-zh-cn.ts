// Strings every app of this package says: the language and colour scheme switches, the API
// client's errors and the shared feedback (merged into each app's resources, beside its own).
export const commonZhCN = {
  language: {
    label: '语言',
    // The button's name: the language shown on it first, so that it is what people see.
    button: '{{language}}（语言）',
    'zh-CN': '简体中文',
    en: 'English',
  },
  colorScheme: {
    label: '外观',
    system: '跟随系统',
    light: '浅色',
    dark: '深色',
  },
  errors: {
    requestFailed: '请求失败',
    network: '网络异常，请检查网络连接',
    timeout: '请求超时，请稍后重试',
    protection: '无法建立安全连接，请刷新页面后重试',
    generic: '页面出错了，请刷新后重试',
    retry: '重试',
  },
  feedback: {
    loading: '加载中，请稍候…',
    tip: '提示',
    continue: '是否继续？',
    ok: '确定',
    cancel: '取消',
    close: '关闭',
    operationSuccessful: '操作成功',
    operationSuccessfulContinue: '操作成功，请继续',
    operationFailed: '操作失败',
    discardEntered: '关闭并放弃已填写的内容？',
  },
  common: {
    loading: '加载中…',
  },
};

export type CommonMessages = typeof commonZhCN;
