import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Where the registrant shows their face: a single-use link, valid for 10 minutes. */
export function startFace() {
  return apiRequest<Schema<'FaceStarted'>>('register/verify/face/start', {
    handleErrors: false,
    loading: true,
  });
}

export function useStartFace() {
  return useMutation({ mutationFn: startFace });
}
