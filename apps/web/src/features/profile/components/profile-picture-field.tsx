import { IMAGE_UPLOAD_MAX_BYTES, mediaUploadTypes } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import clsx from 'clsx';
import { Camera, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { defineMessages, useT, type Translate } from '@/i18n/i18n';
import { errorMessage, isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import profileEn from '@/locales/en/profile';
import { useUpdateMe } from '../api/update-me';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

/** A profile picture is one of the images the upload takes: never a video or a document. */
const pictureTypes: readonly string[] = mediaUploadTypes.filter((type) => type.startsWith('image/'));

const m = defineMessages('profile', profileEn);

function failureMessage(t: Translate, uploadError: Error | null, saveError: Error | null): string | null {
  // The upload call also takes videos and says so; what it refused here was meant as a picture.
  if (isApiError(uploadError, 400)) return t(m.pictureWrongType);
  const error = uploadError ?? saveError;
  return error ? errorMessage(error, t(m.couldNotChangePicture)) : null;
}

interface ProfilePictureFieldProps {
  name: string;
  imageUrl: string | null;
}

/** The member's picture with Change (upload, then save as profileImage) and Remove. */
export function ProfilePictureField({ name, imageUrl }: ProfilePictureFieldProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadProfilePicture();
  const updateMe = useUpdateMe();
  const [refused, setRefused] = useState<MessageDescriptor | null>(null);
  const busy = upload.isPending || updateMe.isPending;
  const removing = updateMe.isPending && updateMe.variables.profileImage === null;

  function save(profileImage: string | null) {
    updateMe.mutate(
      { profileImage },
      {
        onSuccess: () => {
          void showToast('success', t(profileImage === null ? m.pictureRemoved : m.pictureUpdated));
        },
      },
    );
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Clearing the input lets the same file be picked again after a failure.
    input.value = '';
    if (!file) return;
    upload.reset();
    updateMe.reset();
    if (!pictureTypes.includes(file.type)) {
      setRefused(m.pictureWrongType);
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      setRefused(m.pictureTooLarge);
      return;
    }
    setRefused(null);
    upload.mutate(file, { onSuccess: ({ url }) => save(url) });
  }

  function remove() {
    upload.reset();
    setRefused(null);
    save(null);
  }

  const message = refused ? t(refused) : failureMessage(t, upload.error, updateMe.error);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-4">
        <Avatar name={name} imageUrl={imageUrl} size="lg" />
        <div className="flex flex-col items-start gap-1">
          <input
            id={inputId}
            type="file"
            accept={pictureTypes.join(',')}
            disabled={busy}
            aria-describedby={hintId}
            onChange={handleChange}
            className="peer sr-only"
          />
          {/* The label is the visible control; the file input behind it keeps focus and the keyboard. */}
          <label
            htmlFor={inputId}
            aria-busy={busy || undefined}
            className={clsx(
              buttonClasses('secondary', 'sm'),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-green-600',
              busy && 'cursor-not-allowed opacity-60',
            )}
          >
            {busy && !removing ? (
              <Spinner className="size-4" />
            ) : (
              <Camera className="size-4" aria-hidden="true" />
            )}
            {t(upload.isPending ? m.uploading : busy && !removing ? m.saving : m.changePicture)}
          </label>
          {imageUrl ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              busy={removing}
              busyText={t(m.removing)}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={remove}
            >
              {t(m.removePicture)}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {t(m.pictureHint)}
      </p>
      <FormAlert message={message} />
    </div>
  );
}
