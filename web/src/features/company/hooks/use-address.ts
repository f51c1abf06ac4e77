import { useAreas, useProvinces } from '@/lib/divisions';
import type { CompanyDetail } from '@/features/company/api/get-company-detail';

/**
 * The regions, then the street address, leaving out the regions the street address already
 * starts with: people often type the whole address ('上海市浦东新区世纪大道100号') after
 * choosing its province and area, which would otherwise show twice.
 */
export function joinAddress(regions: readonly string[], street: string): string {
  let rest = street.replace(/\s+/g, '');
  const missing = regions.filter((region) => {
    if (region === '') return false;
    if (!rest.startsWith(region)) return true;
    rest = rest.slice(region.length);
    return false;
  });
  return [...missing, street.trim()].filter(Boolean).join(' ');
}

/**
 * The registered address in words: the province and area codes named by reference
 * (`province/list`, `area/list?pid`), then the street address. A code reference does not know
 * is shown as it is.
 */
export function useAddress(detail: CompanyDetail | undefined): string {
  const provinceCode = detail?.provinceCode;
  const provinces = useProvinces(Boolean(provinceCode));
  const areas = useAreas(detail?.areaCode ? provinceCode : undefined);
  if (!detail) return '';
  const province = provinces.data?.find(({ code }) => code === provinceCode)?.name ?? provinceCode;
  const area = areas.data?.find(({ code }) => code === detail.areaCode)?.name ?? detail.areaCode;
  return joinAddress([province ?? '', area ?? ''], detail.address ?? '');
}
