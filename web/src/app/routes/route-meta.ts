import type { SvgIconComponent } from '@mui/icons-material';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import type { TextNamespace } from '@/app/i18n';
import type { Messages } from '@/i18n/locales/zh-cn';

export type RouteAccess = 'public' | 'permission';

export type RouteTitleKey = `route.${keyof Messages['route']}`;

/** A code-split module whose default export is the route's component. */
export type LazyComponent = () => Promise<{ default: ComponentType }>;

/**
 * One node of the route tree, the single source of truth for the router, guards, document
 * title, and (as screens arrive) sidebars and breadcrumbs.
 */
export interface RouteMeta {
  /** Relative to the parent (may span segments: `message/list`); absent for a pathless layout. */
  path?: string;
  title?: RouteTitleKey;
  icon?: SvgIconComponent;
  /** Kept out of menus: detail pages, wizard steps, redirects. */
  hidden?: boolean;
  /** Inherited by descendants when absent; the root is public. */
  access?: RouteAccess;
  /** A signed-in user opening this route is sent to `/` (the login page, specification §2). */
  guestOnly?: boolean;
  /**
   * The product whose permission list governs this subtree (the account and message centres
   * are CRM's); elsewhere the product chosen in the product centre (specification §4, §6).
   */
  product?: string;
  /** Its children are the sidebar menu of every page under it, titled with this title. */
  menu?: boolean;
  /**
   * A list view (§2's cached list views): the menu, breadcrumb and quick links to it lead back
   * to where the user left it in this session, its filters and page (its query string).
   */
  keepListState?: boolean;
  /** Absolute path the route itself forwards to; with children, only the bare path does. */
  redirect?: string;
  /**
   * Starts fetching what the page shows first while its code loads (the route's loader calls
   * it once the route's checks let the user in, as the route is entered; it must not wait for
   * anything).
   */
  prefetch?: (context: PrefetchContext) => void;
  /** The page, or for a route with children the layout that renders an `<Outlet />`. */
  component?: LazyComponent;
  /**
   * The features whose strings `component` shows: they load with its code, and it renders only
   * once both have arrived (the first load brings only the strings every page shows).
   */
  texts?: readonly TextNamespace[];
  children?: RouteMeta[];
}

/** What a route's `prefetch` is given. */
export interface PrefetchContext {
  /** The app's query client: prefetched answers land under the keys the pages read. */
  queryClient: QueryClient;
  /** The product the route works in: its own or inherited `product`, else the one chosen. */
  productCode: string;
}

/** What every matched route carries in `handle`, read back through `useMatches()`. */
export interface RouteHandle {
  meta: RouteMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}
