import { useQuery } from '@tanstack/react-query';

import type { CompanyRole } from '@console/features/messages/api/send-message';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

/**
 * How many active companies (holding `compRole`, when given) a message to a role or to all
 * reaches. Only administrators may read the company list; for a content editor the count is
 * not asked for (`enabled` false) and the confirmation names the audience in words.
 */
export function useCompanyCount(compRole: CompanyRole | null, enabled: boolean) {
  return useQuery({
    queryKey: ['messages', 'company-count', compRole],
    queryFn: ({ signal }) =>
      apiRequest<Schema<'Page_CompanyRow_'>>('/ops/company/list', {
        body: { pageNum: 1, pageSize: 10, status: 'active', compRole },
        signal,
      }),
    select: (page) => page.total,
    enabled,
  });
}
