import { describe, expect, it } from 'vitest';

import { buildMenuTree, countEntries, isExternalLink } from '@/features/products/menu-tree';

const entry = (resUri: string, parent: string | null, sort: number) => ({
  resUri,
  name: resUri,
  parent,
  sort,
  icon: null,
});

describe('buildMenuTree', () => {
  it('puts each entry under its parent, in sort order', () => {
    const tree = buildMenuTree([
      entry('/b', null, 20),
      entry('/a/2', '/a', 12),
      entry('/a', null, 10),
      entry('/a/1', '/a', 11),
    ]);
    expect(tree.map((node) => node.resource.resUri)).toEqual(['/a', '/b']);
    expect(tree[0]?.children.map((node) => node.resource.resUri)).toEqual(['/a/1', '/a/2']);
    expect(countEntries(tree)).toBe(4);
  });

  it('puts an entry whose parent is not granted at the top', () => {
    const tree = buildMenuTree([entry('/x/1', '/x', 1)]);
    expect(tree.map((node) => node.resource.resUri)).toEqual(['/x/1']);
  });
});

describe('isExternalLink', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com', true],
    ['mailto:help@example.com', true],
    ['tel:+86-21-0000', true],
    ['/invoice/list', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (uri, external) => {
    expect(isExternalLink(uri)).toBe(external);
  });
});
