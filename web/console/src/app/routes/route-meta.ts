import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';

import type { ConsoleMessages } from '@console/i18n/locales/zh-cn';
import type { OperatorRole } from '@console/lib/api-types';

export type RouteTitleKey = `route.${keyof ConsoleMessages['route']}`;

/** A code-split module whose default export is the route's component. */
export type LazyComponent = () => Promise<{ default: ComponentType }>;

/**
 * One node of the console's route tree: the single source for the router, the sign-in and
 * role guards, the sidebar, the breadcrumbs and the document title.
 */
export interface ConsoleRoute {
  /** Relative to the parent; absent for a pathless layout or an index route. */
  path?: string;
  /** The parent's own page (its bare path). */
  index?: boolean;
  title?: RouteTitleKey;
  icon?: SvgIconComponent;
  /** Kept out of the sidebar: details, the sign-in page, redirects. */
  hidden?: boolean;
  /** Opens without a session (the sign-in page); the rest of the tree needs one. */
  public?: boolean;
  /** A signed-in operator opening it goes to the console's start. */
  guestOnly?: boolean;
  /**
   * Who may open it and everything under it: operators holding at least one of these roles
   * (inherited; absent: every operator). The sidebar offers only what the operator may open.
   */
  roles?: readonly OperatorRole[];
  /** Absolute path its bare path forwards to. */
  redirect?: string;
  component?: LazyComponent;
  children?: ConsoleRoute[];
}

/** What every matched route carries in `handle`, read back through `useMatches()`. */
export interface RouteHandle {
  meta: ConsoleRoute;
  /** The roles it needs, its ancestors' included (every set must be met). */
  roles: readonly (readonly OperatorRole[])[];
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}
