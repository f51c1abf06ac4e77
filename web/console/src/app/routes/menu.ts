import type { SvgIconComponent } from '@mui/icons-material';

import type { ConsoleRoute, RouteTitleKey } from '@console/app/routes/route-meta';
import { holdsAny, type Operator } from '@console/lib/operator';

/** An entry of the sidebar: a page, or a group of pages. */
export interface MenuEntry {
  title: RouteTitleKey;
  /** Absolute path. */
  to: string;
  icon?: SvgIconComponent;
  children?: MenuEntry[];
}

function join(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}/${path}`;
}

// A group's visible children are those with a path of their own (not the index, not hidden).
function visibleChildren(node: ConsoleRoute): ConsoleRoute[] {
  return (node.children ?? []).filter(
    (child) => !child.hidden && !child.index && child.path && child.title,
  );
}

/** The sidebar for `operator`: the shell's pages they may open, in the tree's order. */
export function buildMenu(shell: ConsoleRoute, operator: Operator | undefined): MenuEntry[] {
  return visibleChildren(shell).flatMap((node) => {
    if (!holdsAny(operator, node.roles) || !node.title || !node.path) return [];
    const to = join('/', node.path);
    const children = visibleChildren(node)
      .filter((child) => holdsAny(operator, child.roles))
      .map((child) => ({
        title: child.title as RouteTitleKey,
        to: join(to, child.path ?? ''),
        icon: child.icon,
      }));
    return [
      { title: node.title, to, icon: node.icon, children: children.length ? children : undefined },
    ];
  });
}

/** Where the operator starts: the first page the menu offers them. */
export function startPath(menu: MenuEntry[]): string {
  const [first] = menu;
  return first?.children?.[0]?.to ?? first?.to ?? '/account';
}
