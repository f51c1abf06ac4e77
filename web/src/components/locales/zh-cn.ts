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
    captcha: {
      label: '图形验证码',
      refresh: '看不清？换一张',
      loading: '正在加载图形验证码',
      failed: '图形验证码加载失败，点击重试',
    },
    upload: {
      choose: '选择文件',
      replace: '重新选择',
      remove: '移除',
      uploading: '正在上传…',
      failed: '上传失败，请重试',
      preview: '{{name}} 的预览',
      hintImage: '支持 PNG、JPG、GIF、WebP 图片，不超过 10 MB',
      hintImageOrPdf: '支持 PNG、JPG、GIF、WebP 图片或 PDF，不超过 10 MB',
      problems: {
        type: '文件类型不支持：请选择图片或 PDF',
        typeImage: '文件类型不支持：请选择图片',
        size: '文件不能超过 10 MB',
        empty: '文件是空的',
      },
    },
    // MUI's own texts for the components the app uses (its locale module builds a number
    // formatter for every one of its 60 languages on import).
    pagination: {
      label: '分页导航',
      page: '转到第 {{page}} 页',
      currentPage: '第 {{page}} 页',
      first: '转到第一页',
      last: '转到最后一页',
      next: '转到下一页',
      previous: '转到上一页',
    },
    breadcrumbsExpand: '展开',
    sendCode: {
      send: '获取验证码',
      countdown: '{{seconds}}秒后重新获取',
      resend: '重新发送',
    },
  },
};

export type ComponentsMessages = typeof componentsZhCN;
