import type { SvgIconComponent } from '@mui/icons-material';

import type { RouteMeta, RouteTitleKey } from '@/app/routes/route-meta';
import { joinPaths } from '@/app/routes/route-utils';

/** One entry of the sidebar: a route (`to`), an external link (`href`) or a group. */
export interface MenuEntry {
  key: string;
  title: RouteTitleKey;
  icon?: SvgIconComponent;
  to?: string;
  href?: string;
  children?: MenuEntry[];
}

/** Specification §5: a link is external when it starts with http(s), mailto or tel. */
export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(path);
}

/**
 * The sidebar of specification §2, from the nested route entries under `section` (at the
 * absolute path `sectionPath`): hidden entries and entries without a title are left out, an
 * entry with visible children becomes a group, `allowed` filters routes by permission and a
 * group left empty goes too. External links are kept as they are (they open in a new tab).
 */
export function buildMenu(
  section: RouteMeta,
  sectionPath: string,
  allowed: (path: string) => boolean,
): MenuEntry[] {
  return (section.children ?? []).flatMap((child): MenuEntry[] => {
    if (child.hidden || child.title === undefined || child.path === undefined) return [];
    const { title, icon } = child;
    if (isExternalLink(child.path)) return [{ key: child.path, title, icon, href: child.path }];
    const path = joinPaths(sectionPath, child.path);
    const children = buildMenu(child, path, allowed);
    if (children.length > 0) return [{ key: path, title, icon, children }];
    // A parent whose children are all hidden still opens (its redirect picks the page).
    if (child.children !== undefined && child.redirect === undefined) return [];
    return allowed(path) ? [{ key: path, title, icon, to: path }] : [];
  });
}

/** The entries without their groups, for the collapsed icon rail. */
export function flattenMenu(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? flattenMenu(entry.children) : [entry]));
}
