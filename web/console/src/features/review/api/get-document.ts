import { useQuery } from '@tanstack/react-query';

import { apiDownload } from '@/lib/api-client';

/**
 * A case document's bytes through the protected client (an `<img>` or a frame could not sign
 * the request). Kept only while the viewer is open: every view is audited as `file.view`, so
 * opening it again is another view.
 */
export function useCaseDocument(fileToken: string | undefined) {
  return useQuery({
    queryKey: ['review-document', fileToken],
    queryFn: ({ signal }) =>
      apiDownload('/ops/file/download', { query: { fileToken: fileToken ?? '' }, signal }),
    enabled: fileToken !== undefined,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}
