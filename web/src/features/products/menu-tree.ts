import type { Resource } from '@/features/products/api/get-product-menu';

/** A menu entry of a product with the entries under it. */
export interface MenuNode {
  resource: Resource;
  children: MenuNode[];
}

/** Specification §5: a link is external when it starts with http(s), mailto or tel. */
export function isExternalLink(uri: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(uri);
}

/**
 * The permission list as a tree: each resource under its parent (by `resUri`), in `sort`
 * order; one whose parent is not granted stands at the top.
 */
export function buildMenuTree(resources: readonly Resource[]): MenuNode[] {
  const sorted = resources.toSorted((a, b) => a.sort - b.sort || a.resUri.localeCompare(b.resUri));
  const nodes = new Map(sorted.map((resource) => [resource.resUri, { resource, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const { parent } = node.resource;
    const above =
      parent !== null && parent !== node.resource.resUri ? nodes.get(parent) : undefined;
    (above ? above.children : roots).push(node);
  }
  return roots;
}

/** How many entries the tree holds, at every depth. */
export function countEntries(nodes: readonly MenuNode[]): number {
  return nodes.reduce((total, node) => total + 1 + countEntries(node.children), 0);
}
