import type { RouteTitleKey } from '@/app/routes/route-meta';
import { paths } from '@/lib/paths';

export interface NavLinkItem {
  to: string;
  label: RouteTitleKey;
}

// Sections link to their parent path so the entry stays active on nested pages.
export const PUBLIC_NAV_LINKS: NavLinkItem[] = [
  { to: paths.home, label: 'route.home' },
  { to: paths.products, label: 'route.products' },
  { to: paths.news, label: 'route.news' },
  { to: paths.help, label: 'route.help' },
  { to: paths.about, label: 'route.about' },
];

export const SIGN_IN_PATH = paths.login;
export const REGISTER_PATH = paths.register;
export const PRODUCT_CENTRE_PATH = paths.productCentre;
