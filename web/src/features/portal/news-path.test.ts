import { describe, expect, it } from 'vitest';

import { newsDetailPath, newsSlug, parseNewsId } from '@/features/portal/news-path';

describe('news paths', () => {
  it('builds /index/news/detail/{id}/{name} from the title', () => {
    expect(newsDetailPath(7, '账户中心升级：支持多企业切换')).toBe(
      `/index/news/detail/7/${encodeURIComponent('账户中心升级：支持多企业切换')}`,
    );
    expect(newsDetailPath(3, 'Q1 / Q2 results? 100% #1')).toBe(
      '/index/news/detail/3/Q1-Q2-results-100-1',
    );
  });

  it('never leaves the name empty', () => {
    expect(newsSlug(' / ')).toBe('news');
  });

  it.each([
    ['7', 7],
    ['2147483647', 2147483647],
    ['0', undefined],
    ['07', undefined],
    ['-1', undefined],
    ['abc', undefined],
    ['2147483648', undefined],
    [undefined, undefined],
  ])('reads the id %s as %s', (value, id) => {
    expect(parseNewsId(value)).toBe(id);
  });
});
