import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export interface Guide {
  id: number;
  title: string;
  /** HTML cleaned by the content service when it was written. */
  content: string;
  sort: number;
}

export interface GuideModule {
  module: string;
  moduleName: string;
  guides: Guide[];
}

export interface GuideParams {
  module?: string;
  keyword?: string;
}

export function getGuides(params: GuideParams, signal?: AbortSignal): Promise<GuideModule[]> {
  return apiRequest<GuideModule[]>('/web/portal/operate/findInfoOperateGuideByParams', {
    body: params,
    signal,
  });
}

export const guidesQueryOptions = (params: GuideParams) =>
  queryOptions({
    queryKey: ['portal', 'guides', params],
    queryFn: ({ signal }) => getGuides(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useGuides(params: GuideParams) {
  return useQuery(guidesQueryOptions(params));
}
