import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Runs a write, then marks the kind's queries stale (its list and details), so the editor's
 * header and the list show what the server now holds.
 */
export function useInvalidate(key: 'articles' | 'guides' | 'affiches') {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(write: Promise<T>): Promise<T> => {
      const answer = await write;
      await queryClient.invalidateQueries({ queryKey: [key] });
      return answer;
    },
    [queryClient, key],
  );
}
