import { uploadResponseSchema } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /upload (member) or POST /admin/upload (admin): an image or video for the chat; answers its URL. */
export function uploadChatMedia({ as, file }: { as: 'member' | 'admin'; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch(as === 'member' ? '/upload' : '/admin/upload', {
    method: 'POST',
    auth: as,
    body,
    schema: uploadResponseSchema,
  });
}

export function useUploadChatMedia() {
  return useMutation({ mutationFn: uploadChatMedia });
}
