import type { PortalMessages } from '@/features/portal/locales/zh-cn';

export const portalEn: PortalMessages = {
  portal: {
    latestNews: 'Latest news',
    moreNews: 'More news',
    announcements: 'Announcements',
    moreAnnouncements: 'All announcements',
    noAnnouncements: 'No announcements yet',
    unreadAnnouncement: 'Unread',
    enterProductCentre: 'Product centre',
    news: {
      subtitle: 'Platform updates, policy notes and industry insights',
      categories: 'News categories',
      allCategories: 'All',
      searchLabel: 'Search news',
      searchPlaceholder: 'Keywords in the title or text',
      search: 'Search',
      clearSearch: 'Clear search',
      total_one: '{{count}} article',
      total_other: '{{count}} articles',
      empty: 'No matching news',
      loading: 'Loading news…',
      publishedOn: 'Published {{date}}',
      previous: 'Previous',
      next: 'Next',
      noPrevious: 'No previous article',
      noNext: 'No next article',
      backToList: 'Back to the news',
      pages: 'News pages',
    },
    help: {
      subtitle: 'Frequently asked questions and how-to guides',
      searchLabel: 'Search help',
      searchPlaceholder: 'A keyword, e.g. register, sign in',
      search: 'Search',
      clearSearch: 'Clear search',
      modules: 'Help topics',
      allModules: 'All',
      empty: 'No matching help; try another keyword',
      loading: 'Loading help…',
      guideCount_one: '{{count}} guide',
      guideCount_other: '{{count}} guides',
    },
    about: {
      subtitle: 'Connecting core enterprises with their supply chains, making finance simple',
      introTitle: 'About the platform',
      intro:
        'The Supply Chain Finance Platform is built and run by a factoring company. Backed by the credit of core enterprises, it offers the companies of their supply chains digital financing: receivables finance, bills, letters of credit, deposits, invoices and electronic signatures. Once registered and verified online, a company opens the products it needs in the product centre and runs all of them with one account.',
      valuesTitle: 'What we offer',
      values: {
        online:
          'Fully online: registration, verification, product applications and daily business.',
        secure:
          'Secure and compliant: encrypted and signed traffic, real-name verification and an audit trail protect your information and funds.',
        efficient:
          'Fast: once the core enterprise confirms a receivable, suppliers finance it with an electronic voucher, funds arriving as soon as the same day.',
      },
      contactTitle: 'Contact us',
      hotline: 'Hotline: ',
      hotlineHours: ' (working days 9:00-18:00)',
      email: 'E-mail: ',
      address: 'Address: 100 Century Avenue, Pudong, Shanghai',
    },
  },
};
