import { uploadResponseSchema } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Sends one file (multipart field `file`) to an upload route and answers the stored file's URL:
 * POST /upload-file (receipts, screenshots), POST /upload (pictures and videos), POST /admin/upload.
 */
export function postUpload(path: '/upload-file' | '/upload' | '/admin/upload', file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch(path, {
    method: 'POST',
    auth: path === '/admin/upload' ? 'admin' : 'member',
    body,
    schema: uploadResponseSchema,
  });
}

/** POST /upload-file: a receipt or screenshot. */
export function uploadFile(file: File) {
  return postUpload('/upload-file', file);
}

export function useUploadFile() {
  return useMutation({ mutationFn: (file: File) => uploadFile(file) });
}
