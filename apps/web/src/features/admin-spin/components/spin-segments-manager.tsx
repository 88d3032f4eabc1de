import { prizeAmountSchema, spinSegmentBodySchema, type SpinSegment } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AdminSection } from '@/components/ui/admin-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { IconButton } from '@/components/ui/icon-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showToast } from '@/lib/dialogs';
import { formatUsd } from '@/lib/money';
import { amountInputSchema } from '@/lib/money-input';
import { wholeNumberInputSchema } from '@/lib/number-input';
import { useSpinSegmentMutations, useSpinSegments } from '../api/spin-segments';

const { shape } = spinSegmentBodySchema;

const formSchema = z.object({
  label: shape.label,
  prize: amountInputSchema(prizeAmountSchema, { empty: 'Enter the prize (0 for Try Again).' }),
  weight: wholeNumberInputSchema(shape.weight, {
    empty: 'Enter the weight.',
    format: 'Enter a whole number such as 10.',
  }),
  colour: shape.colour,
  isActive: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;

const emptyValues: FormValues = { label: '', prize: '', weight: '10', colour: '#16a34a', isActive: true };

function toValues(segment: SpinSegment): FormValues {
  return {
    label: segment.label,
    prize: String(segment.prize),
    weight: String(segment.weight),
    colour: segment.colour,
    isActive: segment.isActive,
  };
}

function SegmentForm({
  editing,
  open,
  onClose,
}: {
  editing: SpinSegment | null;
  open: boolean;
  onClose: () => void;
}) {
  const { save } = useSpinSegmentMutations();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: emptyValues });

  useEffect(() => {
    if (open) reset(editing ? toValues(editing) : emptyValues);
  }, [open, editing, reset]);

  const colour = useWatch({ control, name: 'colour' });
  const onSubmit = handleSubmit((body) => {
    save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: () => {
          void showToast('success', editing ? 'Segment updated' : 'Segment added');
          onClose();
        },
        onError: (error) => {
          if (handledByAdminFrame(error)) return;
          void showToast('error', errorMessage(error, 'Something went wrong'));
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="md"
      title={editing ? 'Edit Segment' : 'Add Segment'}
      description="A prize of 0 is a 'Try Again' segment. The weight decides how often the wheel lands here."
      onSubmit={onSubmit}
      submitText={editing ? 'Save Segment' : 'Add Segment'}
      busy={save.isPending}
      busyText="Saving..."
      formClassName="grid gap-4 px-5 py-4 sm:grid-cols-2"
    >
      <TextField
        label="Label"
        maxLength={40}
        error={errors.label?.message}
        {...register('label')}
        className="sm:col-span-2"
      />
      <TextField
        label="Prize (USD)"
        inputMode="decimal"
        autoComplete="off"
        error={errors.prize?.message}
        {...register('prize')}
      />
      <TextField
        label="Weight"
        inputMode="numeric"
        autoComplete="off"
        error={errors.weight?.message}
        {...register('weight')}
      />
      <div className="flex items-end gap-3">
        <TextField
          label="Colour"
          maxLength={7}
          error={errors.colour?.message}
          {...register('colour')}
          className="flex-1"
        />
        <span
          aria-hidden="true"
          className="mb-1 size-9 shrink-0 rounded-lg border border-slate-300"
          style={{ backgroundColor: /^#[0-9a-f]{6}$/i.test(colour) ? colour : 'transparent' }}
        />
      </div>
      <Switch
        label="Active"
        visibleLabel="Active on the wheel"
        className="self-end pb-2"
        {...register('isActive')}
      />
    </FormDialog>
  );
}

/** The wheel's segments: label, prize, weight (with the chance it gives), colour and whether it is on. */
export function SpinSegmentsManager() {
  const segments = useSpinSegments();
  const { remove } = useSpinSegmentMutations();
  const [form, setForm] = useState<{ open: boolean; editing: SpinSegment | null }>({
    open: false,
    editing: null,
  });

  async function handleDelete(segment: SpinSegment) {
    const confirmed = await confirmAction({
      title: 'Are you sure?',
      text: `The segment "${segment.label}" will be removed from the wheel. Past spins keep their result.`,
      confirmButtonText: 'Yes, delete it!',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(segment.id, {
      onSuccess: () => void showToast('success', 'Segment deleted'),
      onError: (error) => {
        if (handledByAdminFrame(error)) return;
        void showToast('error', errorMessage(error, 'Failed to delete segment'));
      },
    });
  }

  const columns: DataTableColumn<SpinSegment>[] = [
    {
      key: 'colour',
      header: 'Colour',
      cell: (segment) => (
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-5 rounded-md border border-slate-200"
            style={{ backgroundColor: segment.colour }}
          />
          <span className="font-mono text-xs text-slate-600">{segment.colour}</span>
        </span>
      ),
    },
    {
      key: 'label',
      header: 'Label',
      className: 'font-semibold text-slate-900',
      cell: (segment) => segment.label,
    },
    {
      key: 'prize',
      header: 'Prize',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (segment) => (segment.prize > 0 ? formatUsd(segment.prize) : 'No prize'),
    },
    {
      key: 'weight',
      header: 'Weight',
      align: 'right',
      className: 'tabular-nums',
      cell: (segment) => segment.weight,
    },
    {
      key: 'chance',
      header: 'Chance',
      align: 'right',
      className: 'tabular-nums',
      cell: (segment) => (segment.isActive ? `${String(segment.chancePercent)}%` : '—'),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (segment) => (
        <Badge tone={segment.isActive ? 'green' : 'slate'}>{segment.isActive ? 'Active' : 'Off'}</Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      cell: (segment) => (
        <div className="flex gap-1.5">
          <IconButton
            label={`Edit segment ${segment.label}`}
            title="Edit"
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => setForm({ open: true, editing: segment })}
          />
          <IconButton
            tone="danger"
            label={`Delete segment ${segment.label}`}
            title="Delete"
            disabled={remove.isPending}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => void handleDelete(segment)}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminSection
      title="Wheel segments"
      description="The server draws a segment by weight with a cryptographic random number; the wheel only shows it."
      actions={
        <Button
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => setForm({ open: true, editing: null })}
        >
          Add Segment
        </Button>
      }
    >
      <DataTable
        caption="Wheel segments"
        columns={columns}
        rows={segments.data}
        rowKey={(segment) => segment.id}
        loading={segments.isLoading}
        emptyText="No segments yet. Add the first prize of the wheel."
        errorText={segments.error ? errorMessage(segments.error, 'Could not load the segments.') : null}
        onRetry={() => void segments.refetch()}
      />
      <SegmentForm
        open={form.open}
        editing={form.editing}
        onClose={() => setForm({ open: false, editing: null })}
      />
    </AdminSection>
  );
}
