import { uploadResponseSchema } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /upload (multipart field `file`): the picture PATCH /users/me then takes as `profileImage`. */
export function uploadProfilePicture(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch('/upload', { method: 'POST', auth: 'member', body, schema: uploadResponseSchema });
}

export function useUploadProfilePicture() {
  return useMutation({ mutationFn: uploadProfilePicture });
}
