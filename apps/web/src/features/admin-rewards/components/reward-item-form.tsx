import type { BonusVideo, RewardAd, RewardMediaType } from '@earnflow/contracts';
import { Upload, X } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { showAlertWithDetail } from '@/lib/dialogs';
import { useUploadAdminMedia, type RewardItemBody, type RewardItemKind } from '../api/reward-items';

const mediaTypeLabels: Record<RewardMediaType, string> = {
  IMAGE: 'Image',
  VIDEO: 'Video file',
  YOUTUBE: 'YouTube address',
};

interface RewardItemFormValues {
  title: string;
  mediaType: RewardMediaType;
  mediaUrl: string;
  duration: string;
  bonus: string;
  isActive: boolean;
}

interface RewardItemFormProps {
  kind: RewardItemKind;
  editing: RewardAd | BonusVideo | null;
  saving: boolean;
  onSubmit: (body: RewardItemBody | null) => void;
  onClose: () => void;
}

/** The side form that adds and edits an ad or a bonus video: its media is uploaded or an https address. */
export function RewardItemForm({ kind, editing, saving, onSubmit, onClose }: RewardItemFormProps) {
  const upload = useUploadAdminMedia();
  const types: RewardMediaType[] = kind === 'ads' ? ['IMAGE', 'VIDEO', 'YOUTUBE'] : ['VIDEO', 'YOUTUBE'];
  const typeOptions: SelectOption<RewardMediaType>[] = types.map((type) => ({
    value: type,
    label: mediaTypeLabels[type],
  }));
  const { register, handleSubmit, setValue, control, setFocus } = useForm<RewardItemFormValues>({
    defaultValues: {
      title: editing?.title ?? '',
      mediaType: editing?.mediaType ?? types[0] ?? 'VIDEO',
      mediaUrl: editing?.mediaUrl ?? '',
      duration: editing ? String(editing.durationSeconds) : '',
      bonus: editing && 'bonus' in editing ? String(editing.bonus) : '',
      isActive: editing?.isActive ?? true,
    },
  });
  // Opened from a row further down, the form may be out of sight: focusing its first field brings it in.
  useEffect(() => setFocus('title'), [setFocus]);
  const mediaType = useWatch({ control, name: 'mediaType' });
  const noun = kind === 'ads' ? 'Ad' : 'Video';

  async function uploadFile(file: File | undefined) {
    if (!file) return;
    try {
      const { url } = await upload.mutateAsync(file);
      setValue('mediaUrl', url);
      setValue('mediaType', file.type.startsWith('image/') ? 'IMAGE' : 'VIDEO');
    } catch (error) {
      await showAlertWithDetail('error', 'Upload Failed', errorMessage(error, 'Could not upload file.'));
    }
  }

  // Every field filled, or null (the caller warns 'All fields are required'); the server checks the rest.
  const submit = handleSubmit((values) => {
    const missing = [values.title, values.mediaUrl, values.duration, kind === 'videos' ? values.bonus : 'x'];
    if (missing.some((text) => text.trim() === '')) {
      onSubmit(null);
      return;
    }
    onSubmit({
      title: values.title.trim(),
      mediaUrl: values.mediaUrl.trim(),
      mediaType: values.mediaType,
      durationSeconds: Number.parseInt(values.duration, 10),
      isActive: values.isActive,
      ...(kind === 'videos' ? { bonus: Number.parseFloat(values.bonus) } : {}),
    });
  });

  return (
    <aside
      aria-labelledby="reward-item-form-heading"
      className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="mb-5 flex items-start justify-between gap-3">
        <div>
          <h3 id="reward-item-form-heading" className="text-base font-semibold text-slate-900">
            {editing ? `Edit ${noun}` : `Add ${noun}`}
          </h3>
          <p className="mt-0.5 text-sm text-slate-500">
            Members are paid only after watching for the whole duration.
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the form"
          className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-green-600"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField label="Title" {...register('title')} maxLength={120} />
        <SelectField label="Media type" options={typeOptions} {...register('mediaType')} />
        <TextField
          label={mediaType === 'YOUTUBE' ? 'YouTube address' : 'Media address'}
          placeholder={
            mediaType === 'YOUTUBE' ? 'https://www.youtube.com/watch?v=…' : 'https://… or upload a file'
          }
          {...register('mediaUrl')}
        />
        {mediaType === 'YOUTUBE' ? null : (
          <label className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-green-600">
            <Upload className="size-4" aria-hidden="true" />
            {upload.isPending
              ? 'Uploading...'
              : kind === 'ads'
                ? 'Upload an image or video'
                : 'Upload a video'}
            <input
              type="file"
              className="sr-only"
              accept={kind === 'ads' ? 'image/*,video/*' : 'video/*'}
              disabled={upload.isPending}
              onChange={(event) => void uploadFile(event.target.files?.[0])}
            />
          </label>
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Duration (seconds)"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            {...register('duration')}
          />
          {kind === 'videos' ? (
            <TextField
              label="Bonus ($)"
              type="number"
              min={0.01}
              step={0.01}
              inputMode="decimal"
              {...register('bonus')}
            />
          ) : null}
        </div>
        <Switch label="Active" visibleLabel="Active (shown to members)" {...register('isActive')} />
        <div className="flex gap-3">
          <Button type="submit" busy={saving} busyText="Saving..." disabled={upload.isPending}>
            {editing ? `Update ${noun}` : `Add ${noun}`}
          </Button>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
        </div>
      </form>
    </aside>
  );
}
