import AccountBoxOutlined from '@mui/icons-material/AccountBoxOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';

import type { TextNamespace } from '@/app/i18n';
import type {
  LazyComponent,
  PrefetchContext,
  RouteMeta,
  RouteTitleKey,
} from '@/app/routes/route-meta';
import { prefetchCaptcha } from '@/lib/captcha';
import { paths, registerStepPath, resetPasswordStepPath } from '@/lib/paths';

const publicLayout: LazyComponent = () => import('@/app/layouts/public-layout');
const portalLayout: LazyComponent = () => import('@/app/layouts/portal-layout');

type PageMeta = Partial<RouteMeta> & Required<Pick<RouteMeta, 'component'>>;

// Each centre's session (company info, permission list, header) starts loading as the centre is
// entered, beside its code and its page's own calls, not once its layout has rendered. The
// prefetches come with the signed-in code, not in the first load every visitor fetches.
const prefetchSession = ({ queryClient, productCode }: PrefetchContext) => {
  void import('@/features/shell/prefetch-session').then(({ prefetchShellSession }) => {
    prefetchShellSession(queryClient, productCode);
  });
};
const prefetchProducts = ({ queryClient }: PrefetchContext) => {
  void import('@/features/products/prefetch-product-centre').then(({ prefetchProductCentre }) => {
    prefetchProductCentre(queryClient);
  });
};

/** A page names its component: there is no stand-in for a screen not built yet. */
function page(path: string, title: RouteTitleKey, meta: PageMeta): RouteMeta {
  return { path, title, ...meta };
}

// Wizard steps are routes of their own (deep-linkable, back button works) but not menu entries;
// they show their wizard's strings.
function steps(
  texts: readonly TextNamespace[],
  ...entries: [string, RouteTitleKey, LazyComponent][]
): RouteMeta[] {
  return entries.map(([step, title, component]) =>
    page(step, title, { hidden: true, component, texts }),
  );
}

/** The whole route table of specification §2. */
export const routeTree: RouteMeta = {
  path: '/',
  redirect: paths.index,
  access: 'public',
  children: [
    page('login', 'route.login', {
      hidden: true,
      guestOnly: true,
      prefetch: () => {
        prefetchCaptcha();
      },
      component: () => import('@/features/auth/routes/login-page'),
      texts: ['auth'],
    }),
    page('login/changeComp', 'route.changeComp', {
      hidden: true,
      component: () => import('@/features/auth/routes/change-company-page'),
      texts: ['auth'],
    }),
    page('face-success', 'route.faceSuccess', {
      hidden: true,
      component: () => import('@/features/register/routes/face-success-page'),
      texts: ['register'],
    }),
    {
      component: publicLayout,
      texts: ['portal'],
      children: [
        {
          path: 'index',
          title: 'route.portal',
          redirect: paths.home,
          children: [
            {
              path: 'index',
              title: 'route.home',
              icon: HomeOutlined,
              component: () => import('@/features/portal/routes/home-page'),
              texts: ['portal'],
            },
            {
              path: 'product',
              title: 'route.products',
              component: () => import('@/features/portal/routes/products-page'),
              texts: ['portal'],
            },
            {
              path: 'news',
              title: 'route.news',
              redirect: paths.newsList,
              children: [
                page('list', 'route.newsList', {
                  component: () => import('@/features/portal/routes/news-list-page'),
                  texts: ['portal'],
                }),
                page('detail/:id/:name', 'route.newsDetail', {
                  hidden: true,
                  component: () => import('@/features/portal/routes/news-detail-page'),
                  texts: ['portal'],
                }),
              ],
            },
            page('help', 'route.help', {
              component: () => import('@/features/portal/routes/help-page'),
              texts: ['portal'],
            }),
            page('about', 'route.about', {
              component: () => import('@/features/portal/routes/about-page'),
              texts: ['portal'],
            }),
            {
              path: 'register',
              title: 'route.register',
              hidden: true,
              redirect: registerStepPath('account'),
              component: () => import('@/features/register/routes/register-layout'),
              texts: ['register'],
              children: steps(
                ['register'],
                [
                  'account',
                  'route.registerAccount',
                  () => import('@/features/register/routes/account-page'),
                ],
                [
                  'permit',
                  'route.registerPermit',
                  () => import('@/features/register/routes/permit-page'),
                ],
                [
                  'verification',
                  'route.registerVerification',
                  () => import('@/features/register/routes/verification-page'),
                ],
                [
                  'approval',
                  'route.registerApproval',
                  () => import('@/features/register/routes/approval-page'),
                ],
                [
                  'success',
                  'route.registerSuccess',
                  () => import('@/features/register/routes/success-page'),
                ],
              ),
            },
            {
              path: 'resetpwd',
              title: 'route.resetPassword',
              hidden: true,
              redirect: resetPasswordStepPath('account'),
              component: () => import('@/features/reset-password/routes/reset-layout'),
              texts: ['reset-password'],
              children: steps(
                ['reset-password'],
                [
                  'account',
                  'route.resetAccount',
                  () => import('@/features/reset-password/routes/account-page'),
                ],
                [
                  'reset',
                  'route.resetReset',
                  () => import('@/features/reset-password/routes/reset-page'),
                ],
                [
                  'complete',
                  'route.resetComplete',
                  () => import('@/features/reset-password/routes/complete-page'),
                ],
              ),
            },
          ],
        },
        {
          path: '404',
          title: 'route.notFound',
          hidden: true,
          component: () => import('@/features/errors/routes/not-found-page'),
        },
      ],
    },
    {
      path: 'center',
      title: 'route.center',
      access: 'permission',
      redirect: paths.productCentreRoot,
      component: portalLayout,
      texts: ['shell'],
      children: [
        {
          path: 'product',
          title: 'route.productCenter',
          icon: AppsOutlined,
          redirect: paths.productCentre,
          prefetch: prefetchSession,
          children: [
            page('product', 'route.productCenter', {
              prefetch: prefetchProducts,
              component: () => import('@/features/products/routes/product-centre-page'),
              texts: ['products'],
            }),
            page('workbench/:productCode', 'route.workbench', {
              hidden: true,
              component: () => import('@/features/products/routes/workbench-page'),
              texts: ['products'],
            }),
          ],
        },
        {
          path: 'crm',
          title: 'route.accountCenter',
          product: 'CRM',
          menu: true,
          redirect: paths.account,
          prefetch: prefetchSession,
          children: [
            page('account/list', 'route.account', {
              icon: AccountBoxOutlined,
              keepListState: true,
              component: () => import('@/features/account/routes/account-page'),
              texts: ['account'],
            }),
            page('employee/list', 'route.employee', {
              icon: GroupsOutlined,
              keepListState: true,
              component: () => import('@/features/personnel/routes/employee-list-page'),
              texts: ['personnel'],
            }),
            page('employee/changeAdmin', 'route.changeAdmin', {
              hidden: true,
              component: () => import('@/features/personnel/routes/change-admin-page'),
              texts: ['personnel'],
            }),
            page('company/list', 'route.company', {
              icon: ApartmentOutlined,
              keepListState: true,
              component: () => import('@/features/company/routes/company-list-page'),
              texts: ['company'],
            }),
            page('company/changeAcc', 'route.changeAcc', {
              hidden: true,
              component: () => import('@/features/company/routes/change-acc-page'),
              texts: ['company'],
            }),
            page('company/changeAccView', 'route.changeAccView', {
              hidden: true,
              component: () => import('@/features/company/routes/change-acc-view-page'),
              texts: ['company'],
            }),
            page('user', 'route.user', {
              icon: PersonOutlined,
              component: () => import('@/features/account/routes/user-page'),
              texts: ['account'],
            }),
            page('invication', 'route.invication', {
              icon: PersonAddAltOutlined,
              keepListState: true,
              component: () => import('@/features/invitations/routes/invitations-page'),
              texts: ['invitations'],
            }),
            page('audit/list', 'route.auditLog', {
              icon: ManageSearchOutlined,
              keepListState: true,
              component: () => import('@/features/audit-log/routes/audit-log-page'),
              texts: ['audit-log'],
            }),
          ],
        },
      ],
    },
    {
      path: 'msg',
      title: 'route.messageCenter',
      access: 'permission',
      product: 'CRM',
      menu: true,
      redirect: paths.messageList,
      prefetch: prefetchSession,
      component: portalLayout,
      texts: ['shell'],
      children: [
        page('message/list', 'route.messages', {
          icon: MailOutlined,
          keepListState: true,
          component: () => import('@/features/messages/routes/message-list-page'),
          texts: ['messages'],
        }),
        page('message/detail/:id', 'route.messageDetail', {
          hidden: true,
          component: () => import('@/features/messages/routes/message-detail-page'),
          texts: ['messages'],
        }),
        page('affiche/list', 'route.affiches', {
          icon: CampaignOutlined,
          keepListState: true,
          component: () => import('@/features/messages/routes/affiche-list-page'),
          texts: ['messages'],
        }),
        page('affiche/detail/:id', 'route.afficheDetail', {
          hidden: true,
          component: () => import('@/features/messages/routes/affiche-detail-page'),
          texts: ['messages'],
        }),
      ],
    },
    { path: '*', redirect: paths.notFound, hidden: true },
  ],
};
