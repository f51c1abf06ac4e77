// Every internal route path of the web app (specification §2), written once: links, redirects,
// navigate() and menus name a path from here, and a path with parameters goes through its
// builder. It lives in lib so features and the app shell can both reach it; a test refuses a
// literal route path anywhere else.

export const paths = {
  index: '/index',
  home: '/index/index',
  products: '/index/product',
  news: '/index/news',
  newsList: '/index/news/list',
  help: '/index/help',
  about: '/index/about',
  register: '/index/register',
  resetPassword: '/index/resetpwd',
  login: '/login',
  chooseCompany: '/login/changeComp',
  notFound: '/404',
  productCentreRoot: '/center/product',
  productCentre: '/center/product/product',
  accountCentre: '/center/crm',
  account: '/center/crm/account/list',
  user: '/center/crm/user',
  employeeList: '/center/crm/employee/list',
  changeAdmin: '/center/crm/employee/changeAdmin',
  companyList: '/center/crm/company/list',
  changeAcc: '/center/crm/company/changeAcc',
  changeAccView: '/center/crm/company/changeAccView',
  invitations: '/center/crm/invication',
  messageList: '/msg/message/list',
  afficheList: '/msg/affiche/list',
} as const;

/** A step of the registration wizard: `/index/register/{step}`. */
export function registerStepPath(step: string): string {
  return `${paths.register}/${step}`;
}

/** A step of the password reset wizard: `/index/resetpwd/{step}`. */
export function resetPasswordStepPath(step: string): string {
  return `${paths.resetPassword}/${step}`;
}

/** A product's workbench: `/center/product/workbench/{productCode}`. */
export function workbenchPath(productCode: string): string {
  return `${paths.productCentreRoot}/workbench/${encodeURIComponent(productCode)}`;
}

/** An article: `/index/news/detail/{id}/{name}`, the name already made URL-safe. */
export function newsArticlePath(id: number, name: string): string {
  return `${paths.news}/detail/${id}/${name}`;
}

/** A message of the message centre: `/msg/message/detail/{id}`. */
export function messageDetailPath(id: number | string): string {
  return `/msg/message/detail/${id}`;
}

/** An announcement: `/msg/affiche/detail/{id}`. */
export function afficheDetailPath(id: number | string): string {
  return `/msg/affiche/detail/${id}`;
}
