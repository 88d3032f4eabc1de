import { useMutation } from '@tanstack/react-query';
import { postUpload } from '@/lib/upload-file';

/** POST /upload: the picture PATCH /users/me then takes as `profileImage`. */
export function useUploadProfilePicture() {
  return useMutation({ mutationFn: (file: File) => postUpload('/upload', file) });
}
