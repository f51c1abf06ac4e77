import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';

import type { ConsoleRoute, LazyComponent } from '@console/app/routes/route-meta';
import type { OperatorRole } from '@console/lib/api-types';

const consoleLayout: LazyComponent = () => import('@console/app/layouts/console-layout');

// Operator accounts, customer users, security parameters and the audit log: operations
// administrators act, auditors read (the services check the same).
const ADMINISTRATION: readonly OperatorRole[] = ['ops_admin', 'auditor'];

/** The signed-in shell: the sidebar lists its children in this order. */
export const shellRoute: ConsoleRoute = {
  component: consoleLayout,
  public: false,
  children: [
    {
      index: true,
      hidden: true,
      component: () => import('@console/app/routes/start-page'),
    },
    // Case review first: the reviewers' and approvers' start. Administrators and auditors read
    // the queues too (the services check the same); only a case role opens a document.
    {
      path: 'review',
      title: 'route.review',
      icon: FactCheckOutlined,
      roles: ['reviewer', 'approver', 'ops_admin', 'auditor'],
      redirect: '/review/dashboard',
      children: [
        {
          path: 'dashboard',
          title: 'route.reviewDashboard',
          component: () => import('@console/features/review/routes/dashboard-page'),
        },
        {
          path: 'registrations',
          title: 'route.registrations',
          children: [
            {
              index: true,
              component: () => import('@console/features/review/routes/registration-list-page'),
            },
            {
              path: ':caseId',
              title: 'route.registrationCase',
              hidden: true,
              component: () => import('@console/features/review/routes/registration-case-page'),
            },
          ],
        },
        {
          path: 'permits',
          title: 'route.permits',
          children: [
            {
              index: true,
              component: () => import('@console/features/review/routes/permit-list-page'),
            },
            {
              path: ':caseId',
              title: 'route.permitCase',
              hidden: true,
              component: () => import('@console/features/review/routes/permit-case-page'),
            },
          ],
        },
        {
          path: 'admin-changes',
          title: 'route.adminChanges',
          children: [
            {
              index: true,
              component: () => import('@console/features/review/routes/admin-change-list-page'),
            },
            {
              path: ':caseId',
              title: 'route.adminChangeCase',
              hidden: true,
              component: () => import('@console/features/review/routes/admin-change-case-page'),
            },
          ],
        },
        {
          path: 'policy',
          title: 'route.reviewPolicy',
          component: () => import('@console/features/review/routes/policy-page'),
        },
      ],
    },
    {
      path: 'operators',
      title: 'route.operators',
      icon: BadgeOutlined,
      roles: ADMINISTRATION,
      redirect: '/operators/list',
      children: [
        {
          path: 'list',
          title: 'route.operatorList',
          children: [
            {
              index: true,
              component: () => import('@console/features/operators/routes/operator-list-page'),
            },
            {
              path: ':operatorCode',
              title: 'route.operatorDetail',
              hidden: true,
              component: () => import('@console/features/operators/routes/operator-detail-page'),
            },
          ],
        },
        {
          path: 'online',
          title: 'route.online',
          component: () => import('@console/features/operators/routes/online-page'),
        },
        {
          path: 'sign-ins',
          title: 'route.signIns',
          component: () => import('@console/features/operators/routes/sign-in-log-page'),
        },
      ],
    },
    {
      path: 'users',
      title: 'route.users',
      icon: GroupOutlined,
      roles: ADMINISTRATION,
      children: [
        {
          index: true,
          component: () => import('@console/features/users/routes/user-list-page'),
        },
        {
          path: ':userCode',
          title: 'route.userDetail',
          hidden: true,
          component: () => import('@console/features/users/routes/user-detail-page'),
        },
      ],
    },
    {
      // Companies: the case roles and auditors read them; suspending is the operations
      // administrator's (the page hides the buttons from the others, the service refuses them).
      path: 'companies',
      title: 'route.companies',
      icon: ApartmentOutlined,
      roles: ['reviewer', 'approver', 'ops_admin', 'auditor'],
      children: [
        {
          index: true,
          component: () => import('@console/features/companies/routes/company-list-page'),
        },
        {
          path: ':compCode',
          title: 'route.companyDetail',
          hidden: true,
          component: () => import('@console/features/companies/routes/company-detail-page'),
        },
      ],
    },
    {
      path: 'security',
      title: 'route.security',
      icon: ShieldOutlined,
      roles: ADMINISTRATION,
      component: () => import('@console/features/security/routes/security-page'),
    },
    {
      path: 'audit',
      title: 'route.audit',
      icon: ReceiptLongOutlined,
      roles: ADMINISTRATION,
      component: () => import('@console/features/audit/routes/audit-log-page'),
    },
    {
      path: 'content',
      title: 'route.content',
      icon: ArticleOutlined,
      // News, help guides and announcements: content editors write, auditors read.
      roles: ['content_editor', 'auditor'],
      redirect: '/content/articles',
      children: [
        {
          path: 'articles',
          title: 'route.articles',
          children: [
            {
              index: true,
              component: () => import('@console/features/content/routes/article-list-page'),
            },
            {
              path: ':articleId',
              title: 'route.articleDetail',
              hidden: true,
              component: () => import('@console/features/content/routes/article-editor-page'),
            },
          ],
        },
        {
          path: 'guides',
          title: 'route.guides',
          children: [
            {
              index: true,
              component: () => import('@console/features/content/routes/guide-list-page'),
            },
            {
              path: ':guideId',
              title: 'route.guideDetail',
              hidden: true,
              component: () => import('@console/features/content/routes/guide-editor-page'),
            },
          ],
        },
        {
          path: 'affiches',
          title: 'route.affiches',
          children: [
            {
              index: true,
              component: () => import('@console/features/content/routes/affiche-list-page'),
            },
            {
              path: ':afficheId',
              title: 'route.afficheDetail',
              hidden: true,
              component: () => import('@console/features/content/routes/affiche-editor-page'),
            },
          ],
        },
      ],
    },
    {
      path: 'messages',
      title: 'route.messages',
      icon: MailOutlined,
      // In-site messages: content editors and administrators send, auditors read.
      roles: ['content_editor', 'ops_admin', 'auditor'],
      component: () => import('@console/features/messages/routes/message-page'),
    },
    {
      path: 'account',
      title: 'route.account',
      icon: AccountCircleOutlined,
      component: () => import('@console/features/account/routes/account-page'),
    },
    {
      path: '*',
      title: 'route.notFound',
      hidden: true,
      component: () => import('@console/app/routes/not-found-page'),
    },
  ],
};

/** The console's routes: the sign-in page, and the shell around everything else. */
export const routeTree: ConsoleRoute = {
  path: '/',
  public: true,
  children: [
    {
      path: 'sign-in',
      title: 'route.signIn',
      hidden: true,
      guestOnly: true,
      component: () => import('@console/features/sign-in/routes/sign-in-page'),
    },
    shellRoute,
  ],
};
