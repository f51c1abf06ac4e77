import { useAreas } from '@/features/company/api/get-areas';
import { useProvinces } from '@/features/company/api/get-provinces';
import type { CompanyDetail } from '@/features/company/api/get-company-detail';

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
  return [province, area, detail.address].filter(Boolean).join(' ');
}
