// Strings of the message centre: in-site messages and announcements (merged into the app's resources in i18n/i18n.ts).
export const messagesZhCN = {
  messages: {
    title: '消息中心',
    types: {
      system: '系统通知',
      registration: '企业注册',
      permit: '产品开通',
      employee: '人员变动',
      admin: '管理员变更',
      invitation: '企业邀请',
    },
    filters: {
      label: '筛选站内信',
      readStatus: '阅读状态',
      allStatuses: '全部',
      unread: '未读',
      read: '已读',
      type: '消息类型',
      allTypes: '全部类型',
    },
    list: {
      loading: '正在加载站内信…',
      empty: '暂无站内信',
      emptyFiltered: '没有符合条件的站内信',
      total: '共 {{count}} 条',
      pages: '站内信分页',
      select: '选择：{{title}}',
      selectPage: '选择本页全部站内信',
      selected: '已选 {{count}} 条',
      unreadTag: '未读',
    },
    actions: {
      markRead: '标为已读',
      markAllRead: '全部标为已读',
      delete: '删除',
      confirmMarkRead: '将选中的 {{count}} 条站内信标为已读？',
      confirmMarkAllRead: '将全部站内信标为已读？',
      confirmMarkAllReadOfType: '将全部“{{type}}”站内信标为已读？',
      confirmDelete: '删除选中的 {{count}} 条站内信？删除后不可恢复。',
      confirmDeleteOne: '删除这条站内信？删除后不可恢复。',
    },
    detail: {
      loading: '正在加载站内信…',
      back: '返回站内信列表',
      sentAt: '发送时间：',
      type: '类型：{{type}}',
      invalid: '站内信不存在',
    },
    affiches: {
      loading: '正在加载公告…',
      empty: '暂无公告',
      total: '共 {{count}} 条',
      pages: '公告分页',
      unreadTag: '未读',
      back: '返回公告列表',
      publishedAt: '发布时间：',
      invalid: '公告不存在',
    },
  },
};

export type MessagesMessages = typeof messagesZhCN;
