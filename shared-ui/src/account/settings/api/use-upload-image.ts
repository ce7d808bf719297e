import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserKey } from '@careconnect/shared-ui';
import { updateSessionUser } from '../../session-user';
import type { ImageResponse } from '../../types';

export const IMAGE_SAVED = 'Image updated successfully!';

/** POST /api/user/image/{userId}: multipart, the file in the field `image`. */
export function uploadImage(userId: string, file: File): Promise<ImageResponse> {
  const formData = new FormData();
  formData.append('image', file);
  return apiRequest<ImageResponse>(`/api/user/image/${encodeURIComponent(userId)}`, {
    method: 'POST',
    formData,
    fallbackMessage: 'Failed to upload the image.',
  });
}

/** Uploads a photo; its http(s) URL goes into the session (side menu photo) and the cache. */
export function useUploadImage(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage(userId as string, file),
    onSuccess: ({ image, user }) => {
      // Spec §2: only an http(s) value is ever shown as a photo.
      const photo = /^https?:\/\//.test(image) ? image : user.image;
      const updated = { ...user, image: photo };
      updateSessionUser(updated);
      queryClient.setQueryData(currentUserKey(userId), updated);
      void queryClient.invalidateQueries({ queryKey: currentUserKey(userId) });
    },
  });
}
