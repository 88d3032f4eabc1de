import { createHotOfferBodySchema, type HotOffer } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImageOff, ImageUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AdminSection } from '@/components/ui/admin-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { IconButton } from '@/components/ui/icon-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { pinnedBesideActions, usePinnedWidths } from '@/components/ui/pinned-beside-actions';
import { Switch } from '@/components/ui/switch';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { useMediaFailed } from '@/hooks/use-media-failed';
import { errorMessage } from '@/lib/api-client';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '@/lib/pakistan-days';
import { confirmAction, showAlert, showToast } from '@/lib/dialogs';
import {
  HOT_OFFERS_PAGE_SIZE,
  useDeleteHotOffer,
  useHotOffers,
  useSaveHotOffer,
  useUploadOfferImage,
} from '../api/hot-offers';

const { shape } = createHotOfferBodySchema;

/** A datetime-local value (Pakistan time) as ISO, or null when empty. */
const localDateTime = z.string().transform((value, context) => {
  if (!value) return null;
  const time = fromDateTimeLocalValue(value);
  if (time === null) {
    context.addIssue({ code: 'custom', message: 'Enter a date and time.' });
    return z.NEVER;
  }
  return time;
});
const emptyAsNull = z.string().transform((value) => value.trim() || null);

const formSchema = z
  .object({
    title: shape.title,
    description: shape.description,
    imageUrl: emptyAsNull.pipe(shape.imageUrl.unwrap()),
    link: emptyAsNull.pipe(shape.link.unwrap()),
    isActive: z.boolean(),
    startsAt: localDateTime,
    endsAt: localDateTime,
  })
  .refine((body) => !body.startsAt || !body.endsAt || body.endsAt > body.startsAt, {
    path: ['endsAt'],
    error: 'The end must be after the start.',
  });
type FormValues = z.input<typeof formSchema>;
const emptyValues: FormValues = {
  title: '',
  description: '',
  imageUrl: '',
  link: '',
  isActive: true,
  startsAt: '',
  endsAt: '',
};

function OfferForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: HotOffer | null;
  onClose: () => void;
}) {
  const save = useSaveHotOffer();
  const upload = useUploadOfferImage();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: emptyValues });

  useEffect(() => {
    if (!open) return;
    reset(
      editing
        ? {
            title: editing.title,
            description: editing.description,
            imageUrl: editing.imageUrl ?? '',
            link: editing.link ?? '',
            isActive: editing.isActive,
            startsAt: toDateTimeLocalValue(editing.startsAt),
            endsAt: toDateTimeLocalValue(editing.endsAt),
          }
        : emptyValues,
    );
  }, [open, editing, reset]);

  function pickImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => setValue('imageUrl', url, { shouldValidate: true, shouldDirty: true }),
      onError: (error) =>
        void showAlert('error', 'Upload Failed', errorMessage(error, 'Could not upload file.')),
    });
  }

  const onSubmit = handleSubmit((body) => {
    save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: () => {
          void showToast('success', editing ? 'Offer updated' : 'Offer added');
          onClose();
        },
        onError: (error) => {
          if (handledByAdminFrame(error)) return;
          void showToast('error', errorMessage(error, 'Something went wrong'));
        },
      },
    );
  });

  const imageUrl = useWatch({ control, name: 'imageUrl' });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Hot Offer' : 'Add Hot Offer'}
      description="Live offers show on the members' Offers page while active and inside their dates."
      size="lg"
      onSubmit={onSubmit}
      submitText={editing ? 'Save Offer' : 'Add Offer'}
      busy={save.isPending}
      busyText="Saving..."
      submitDisabled={upload.isPending}
      formClassName="grid gap-4 px-5 py-4 sm:grid-cols-2"
    >
      <TextField
        label="Title"
        maxLength={120}
        error={errors.title?.message}
        {...register('title')}
        className="sm:col-span-2"
      />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={2000}
        error={errors.description?.message}
        {...register('description')}
        className="sm:col-span-2"
      />
      <div className="flex items-end gap-2 sm:col-span-2">
        <TextField
          label="Image (optional)"
          placeholder="Upload one, or an https:// address"
          error={errors.imageUrl?.message}
          {...register('imageUrl')}
          className="flex-1"
        />
        <label className="mb-[1px] inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-green-600">
          <ImageUp className="size-4" aria-hidden="true" />
          {upload.isPending ? 'Uploading...' : 'Upload'}
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            onChange={pickImage}
            disabled={upload.isPending}
          />
        </label>
      </div>
      {imageUrl ? <ImagePreview url={imageUrl} /> : null}
      <TextField
        label="Link (optional)"
        placeholder="/deposit or https://…"
        error={errors.link?.message}
        {...register('link')}
        className="sm:col-span-2"
      />
      <TextField
        label="Starts (optional)"
        type="datetime-local"
        hint="Pakistan time."
        error={errors.startsAt?.message}
        {...register('startsAt')}
      />
      <TextField
        label="Ends (optional)"
        type="datetime-local"
        hint="Pakistan time."
        error={errors.endsAt?.message}
        {...register('endsAt')}
      />
      <Switch label="Active" visibleLabel="Active" {...register('isActive')} />
    </FormDialog>
  );
}

/** The form's preview of the image address; one that does not load says so instead of a broken picture. */
function ImagePreview({ url }: { url: string }) {
  const [failed, onError] = useMediaFailed(url);
  if (failed) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl border border-dashed border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2"
      >
        <ImageOff className="size-4 shrink-0" aria-hidden="true" />
        The image at this address could not be loaded. Check the address or upload the image.
      </p>
    );
  }
  return (
    <img
      src={url}
      alt="Offer image preview"
      className="max-h-40 rounded-xl object-cover sm:col-span-2"
      onError={onError}
    />
  );
}

/** The offer's picture in the table; none shows the offer's gradient, one that does not load says so. */
function OfferThumbnail({ url }: { url: string | null }) {
  const [failed, onError] = useMediaFailed(url);
  if (!url) {
    return (
      <span
        aria-hidden="true"
        className="size-12 shrink-0 rounded-lg bg-gradient-to-br from-orange-500 to-rose-600"
      />
    );
  }
  if (failed) {
    return (
      <span
        role="img"
        aria-label="Image did not load"
        title={`Image did not load: ${url}`}
        className="flex size-12 shrink-0 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-slate-400"
      >
        <ImageOff className="size-5" aria-hidden="true" />
      </span>
    );
  }
  return <img src={url} alt="" className="size-12 shrink-0 rounded-lg object-cover" onError={onError} />;
}

function liveState(offer: HotOffer) {
  const now = Date.now();
  if (!offer.isActive) return { tone: 'slate', text: 'Off' } as const;
  if (offer.startsAt && Date.parse(offer.startsAt) > now)
    return { tone: 'amber', text: 'Scheduled' } as const;
  if (offer.endsAt && Date.parse(offer.endsAt) <= now) return { tone: 'red', text: 'Ended' } as const;
  return { tone: 'green', text: 'Live' } as const;
}

export function HotOffersManager() {
  const [page, setPage] = useState(1);
  const offers = useHotOffers(page);
  const remove = useDeleteHotOffer();
  const pinnedWidthsRef = usePinnedWidths();
  const [form, setForm] = useState<{ open: boolean; editing: HotOffer | null }>({
    open: false,
    editing: null,
  });
  const data = offers.data;
  useLastPageWhenPastEnd(offers, HOT_OFFERS_PAGE_SIZE, setPage);

  async function handleDelete(offer: HotOffer) {
    const confirmed = await confirmAction({
      title: 'Are you sure?',
      text: `"${offer.title}" will be permanently deleted.`,
      confirmButtonText: 'Yes, delete it!',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(offer.id, {
      onSuccess: () => void showToast('success', 'Offer deleted'),
      onError: (error) => {
        if (handledByAdminFrame(error)) return;
        void showToast('error', errorMessage(error, 'Failed to delete offer'));
      },
    });
  }

  const columns: DataTableColumn<HotOffer>[] = [
    {
      key: 'offer',
      header: 'Offer',
      cell: (offer) => (
        <span className="flex max-w-md min-w-48 items-center gap-3">
          <OfferThumbnail url={offer.imageUrl} />
          {/* A long word or link breaks anywhere rather than running out of the column. */}
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="block font-semibold text-slate-900">{offer.title}</span>
            <span className="line-clamp-2 text-xs text-slate-500" title={offer.description}>
              {offer.description}
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'link',
      header: 'Link',
      className: 'text-slate-600',
      // One line, cut short: the whole address on hover.
      cell: (offer) =>
        offer.link === null ? (
          '—'
        ) : (
          <span className="block w-36 truncate" title={offer.link}>
            {offer.link}
          </span>
        ),
    },
    {
      key: 'window',
      header: 'Runs',
      className: 'min-w-32 text-slate-600 text-xs',
      cell: (offer) => (
        <span className="flex flex-col">
          <span>From {offer.startsAt ? <DateTimeText value={offer.startsAt} /> : 'now'}</span>
          <span>Until {offer.endsAt ? <DateTimeText value={offer.endsAt} /> : 'turned off'}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      pinned: true,
      cell: (offer) => {
        const { tone, text } = liveState(offer);
        return <Badge tone={tone}>{text}</Badge>;
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      cell: (offer) => (
        <div className="flex gap-1.5">
          <IconButton
            label={`Edit offer ${offer.title}`}
            title="Edit"
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => setForm({ open: true, editing: offer })}
          />
          <IconButton
            tone="danger"
            label={`Delete offer ${offer.title}`}
            title="Delete"
            disabled={remove.isPending}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => void handleDelete(offer)}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminSection
      title="Hot offers"
      description="Promotions members see on their Offers page."
      actions={
        <Button
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => setForm({ open: true, editing: null })}
        >
          Add Offer
        </Button>
      }
    >
      <div ref={pinnedWidthsRef} className={pinnedBesideActions}>
        <DataTable
          caption="Hot offers"
          columns={columns}
          rows={data?.items}
          rowKey={(offer) => offer.id}
          loading={offers.isLoading}
          emptyText={emptyPageText(data, 'offers', 'No hot offers yet.')}
          errorText={offers.error ? errorMessage(offers.error, 'Could not load the offers.') : null}
          onRetry={() => void offers.refetch()}
          refreshing={offers.isPlaceholderData}
        />
      </div>
      {data && data.total > HOT_OFFERS_PAGE_SIZE ? (
        <PagingBar
          data={data}
          page={page}
          pageSize={HOT_OFFERS_PAGE_SIZE}
          noun="offers"
          label="Offer pages"
          onPageChange={setPage}
        />
      ) : null}
      <OfferForm
        open={form.open}
        editing={form.editing}
        onClose={() => setForm({ open: false, editing: null })}
      />
    </AdminSection>
  );
}
