import { uploadResponseSchema } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /upload-file: a receipt or screenshot (multipart field `file`); answers the stored file's URL. */
export function uploadFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch('/upload-file', { method: 'POST', auth: 'member', body, schema: uploadResponseSchema });
}

export function useUploadFile() {
  return useMutation({ mutationFn: (file: File) => uploadFile(file) });
}
