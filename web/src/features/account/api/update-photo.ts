import { useMutation, useQueryClient } from '@tanstack/react-query';

import { accountViewKey } from '@/features/account/api/get-account-view';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { uploadFile } from '@/lib/files';

/** Makes an image the user uploaded (`third/file/store`) their avatar. */
export function updatePhoto(fileToken: string, fileName: string) {
  return apiRequest<Schema<'AvatarRead'>>('photo/update', {
    query: { fileToken, fileName },
    loading: true,
  });
}

/** Uploads the cropped image (only the user reads it), then makes it the avatar. */
export function useChangeAvatar(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (image: File) => {
      const stored = await uploadFile(image);
      return updatePhoto(stored.fileToken, stored.fileName);
    },
    // The same key as the header's avatar: both show the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountViewKey(identityKey) }),
  });
}
