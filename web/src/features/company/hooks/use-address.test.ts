import { describe, expect, it } from 'vitest';

import { joinAddress } from '@/features/company/hooks/use-address';

describe('joinAddress', () => {
  it('puts the regions before a street address that lacks them', () => {
    expect(joinAddress(['上海市', '浦东新区'], '世纪大道100号')).toBe(
      '上海市 浦东新区 世纪大道100号',
    );
  });

  it('leaves out the regions the street address already starts with', () => {
    expect(joinAddress(['上海市', '浦东新区'], '上海市浦东新区世纪大道100号')).toBe(
      '上海市浦东新区世纪大道100号',
    );
    expect(joinAddress(['上海市', '浦东新区'], '上海市 浦东新区 世纪大道100号')).toBe(
      '上海市 浦东新区 世纪大道100号',
    );
    expect(joinAddress(['上海市', '浦东新区'], '浦东新区世纪大道100号')).toBe(
      '上海市 浦东新区世纪大道100号',
    );
  });

  it('shows what there is when a part is missing', () => {
    expect(joinAddress(['上海市', ''], '')).toBe('上海市');
    expect(joinAddress([], '世纪大道100号')).toBe('世纪大道100号');
  });
});
