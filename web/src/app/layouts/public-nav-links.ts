import type { RouteTitleKey } from '@/app/routes/route-meta';

export interface NavLinkItem {
  to: string;
  label: RouteTitleKey;
}

// Sections link to their parent path so the entry stays active on nested pages.
export const PUBLIC_NAV_LINKS: NavLinkItem[] = [
  { to: '/index/index', label: 'route.home' },
  { to: '/index/product', label: 'route.products' },
  { to: '/index/news', label: 'route.news' },
  { to: '/index/help', label: 'route.help' },
  { to: '/index/about', label: 'route.about' },
];

export const SIGN_IN_PATH = '/login';
export const REGISTER_PATH = '/index/register';
export const PRODUCT_CENTRE_PATH = '/center/product/product';
