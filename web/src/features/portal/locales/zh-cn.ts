// Strings of the public pages (merged into the resources in i18n/i18n.ts).
export const portalZhCN = {
  portal: {
    latestNews: '最新资讯',
    moreNews: '更多资讯',
    announcements: '平台公告',
    moreAnnouncements: '全部公告',
    noAnnouncements: '暂无公告',
    unreadAnnouncement: '未读',
    enterProductCentre: '进入产品中心',
    news: {
      subtitle: '平台动态、政策解读与行业观察',
      categories: '资讯分类',
      allCategories: '全部',
      searchLabel: '搜索资讯',
      searchPlaceholder: '输入标题或内容关键词',
      search: '搜索',
      clearSearch: '清除搜索',
      // Plural forms (i18next): Chinese uses _other; _one is there for English's sake.
      total_one: '共 {{count}} 篇',
      total_other: '共 {{count}} 篇',
      empty: '没有找到相关资讯',
      loading: '正在加载资讯…',
      publishedOn: '发布于 {{date}}',
      previous: '上一篇',
      next: '下一篇',
      noPrevious: '上一篇：没有了',
      noNext: '下一篇：没有了',
      backToList: '返回资讯列表',
      pages: '资讯分页',
    },
    help: {
      subtitle: '常见问题与操作指南',
      searchLabel: '搜索帮助',
      searchPlaceholder: '输入问题关键词，如：注册、登录',
      search: '搜索',
      clearSearch: '清除搜索',
      modules: '帮助分类',
      allModules: '全部',
      empty: '没有找到相关帮助，请换个关键词试试',
      loading: '正在加载帮助…',
      guideCount_one: '{{count}} 篇',
      guideCount_other: '{{count}} 篇',
    },
    about: {
      subtitle: '连接核心企业与上下游，让供应链金融更简单',
      introTitle: '平台简介',
      intro:
        '供应链金融服务平台由保理公司建设运营，以核心企业信用为依托，为产业链上下游企业提供应收账款融资、票据、信用证、存款、发票与电子签章等数字化金融服务。企业在线注册、认证后，即可在产品中心按需开通产品，一个账号管理全部业务。',
      valuesTitle: '我们的服务',
      values: {
        online: '全流程线上办理：注册、认证、产品申请与业务办理均可在线完成。',
        secure: '安全合规：传输加密与签名、实名认证、操作留痕，保障企业信息与资金安全。',
        efficient: '高效便捷：核心企业确权后，供应商凭电子凭证融资，资金最快当日到账。',
      },
      contactTitle: '联系我们',
      // The number and the address themselves are links (about-page.tsx), not texts.
      hotline: '客服热线：',
      hotlineHours: '（工作日 9:00-18:00）',
      email: '电子邮箱：',
      address: '地址：上海市浦东新区世纪大道 100 号',
    },
  },
};

export type PortalMessages = typeof portalZhCN;
