import { createRedeemCodeBodySchema, type RedeemCode, type UpdateRedeemCodeBody } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { AdminSection } from '@/components/ui/admin-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { FormAlert } from '@/components/ui/form-alert';
import { FormDialog } from '@/components/ui/form-dialog';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '@/lib/pakistan-days';
import { showToast } from '@/lib/dialogs';
import { formatUsd } from '@/lib/money';
import { amountInputSchema } from '@/lib/money-input';
import { wholeNumberInputSchema } from '@/lib/number-input';
import {
  REDEEM_CODES_PAGE_SIZE,
  useCreateRedeemCode,
  useRedeemCodes,
  useUpdateRedeemCode,
} from '../api/redeem-codes';

const { shape } = createRedeemCodeBodySchema;
const usesInput = wholeNumberInputSchema(shape.maxUses, {
  empty: 'Enter how many members may use it.',
  format: 'Enter a whole number such as 100.',
});

/** A datetime-local value (Pakistan time) as ISO, or null when empty; a new expiry is ahead. */
function futureExpiry(value: string, context: z.RefinementCtx): string | null {
  if (!value) return null;
  const expiry = fromDateTimeLocalValue(value);
  if (expiry === null || Date.parse(expiry) <= Date.now()) {
    context.addIssue({ code: 'custom', message: 'The expiry must be in the future.' });
    return z.NEVER;
  }
  return expiry;
}

const formSchema = z.object({
  code: shape.code,
  amount: amountInputSchema(shape.amount, { empty: 'Enter the amount.' }),
  maxUses: usesInput,
  expiresAt: z.string().transform(futureExpiry),
  isActive: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;
const emptyValues: FormValues = { code: '', amount: '', maxUses: '100', expiresAt: '', isActive: true };

interface CodeDialogProps {
  title: string;
  description: string;
  submitText: string;
  busy: boolean;
  /** The server's refusal, shown above the fields. */
  alert?: string | null;
  onClose: () => void;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

function CodeDialog({
  title,
  description,
  submitText,
  busy,
  alert,
  onClose,
  onSubmit,
  children,
}: CodeDialogProps) {
  return (
    <FormDialog
      open
      onClose={onClose}
      size="md"
      title={title}
      description={description}
      onSubmit={onSubmit}
      submitText={submitText}
      busy={busy}
      busyText="Saving..."
      formClassName="grid gap-4 px-5 py-4 sm:grid-cols-2"
    >
      {alert ? (
        <div className="sm:col-span-2">
          <FormAlert message={alert} />
        </div>
      ) : null}
      {children}
    </FormDialog>
  );
}

interface UsesAndExpiryFieldsProps {
  uses: UseFormRegisterReturn<'maxUses'>;
  usesError: string | undefined;
  usesHint: string;
  expiry: UseFormRegisterReturn<'expiresAt'>;
  expiryError: string | undefined;
}

function UsesAndExpiryFields({ uses, usesError, usesHint, expiry, expiryError }: UsesAndExpiryFieldsProps) {
  return (
    <>
      <TextField
        label="Uses"
        inputMode="numeric"
        autoComplete="off"
        hint={usesHint}
        error={usesError}
        {...uses}
      />
      <TextField
        label="Expiry"
        type="datetime-local"
        hint="Pakistan time. Leave empty for no expiry."
        error={expiryError}
        {...expiry}
      />
    </>
  );
}

function CodeForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateRedeemCode();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: emptyValues });
  useEffect(() => {
    if (open) reset(emptyValues);
  }, [open, reset]);

  const onSubmit = handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: (created) => {
        void showToast('success', `Code ${created.code} created`);
        onClose();
      },
      onError: (error) => {
        if (handledByAdminFrame(error)) return;
        void showToast('error', errorMessage(error, 'Something went wrong'));
      },
    });
  });

  if (!open) return null;
  return (
    <CodeDialog
      title="Add Redeem Code"
      description="Each member can use a code once; it stops when its uses run out or it expires."
      submitText="Add Code"
      busy={create.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField
        label="Code"
        maxLength={32}
        autoComplete="off"
        hint="Letters, digits, dashes; members type it in any case."
        inputClassName="font-mono uppercase"
        error={errors.code?.message}
        {...register('code')}
        className="sm:col-span-2"
      />
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <UsesAndExpiryFields
        uses={register('maxUses')}
        usesError={errors.maxUses?.message}
        usesHint="How many members may use it."
        expiry={register('expiresAt')}
        expiryError={errors.expiresAt?.message}
      />
      <Switch label="Active" visibleLabel="Active" className="self-end pb-2" {...register('isActive')} />
    </CodeDialog>
  );
}

/** Uses may not drop below those already taken; an expiry left as it was is not checked again. */
function editFormSchema(code: RedeemCode) {
  const currentExpiry = toDateTimeLocalValue(code.expiresAt);
  return z.object({
    maxUses: usesInput.refine((uses) => uses >= code.usesCount, {
      error: `Uses cannot be lower than the ${String(code.usesCount)} already taken.`,
    }),
    // undefined: unchanged, so not sent.
    expiresAt: z
      .string()
      .transform((value, context) => (value === currentExpiry ? undefined : futureExpiry(value, context))),
  });
}

function EditCodeDialog({ code, onClose }: { code: RedeemCode; onClose: () => void }) {
  const update = useUpdateRedeemCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(editFormSchema(code)),
    defaultValues: { maxUses: String(code.maxUses), expiresAt: toDateTimeLocalValue(code.expiresAt) },
  });

  const onSubmit = handleSubmit(({ maxUses, expiresAt }) => {
    const body: UpdateRedeemCodeBody = {
      ...(maxUses === code.maxUses ? {} : { maxUses }),
      ...(expiresAt === undefined ? {} : { expiresAt }),
    };
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: code.id, body },
      {
        onSuccess: (saved) => {
          void showToast('success', `Code ${saved.code} updated`);
          onClose();
        },
      },
    );
  });

  return (
    <CodeDialog
      title={`Edit code ${code.code}`}
      description={`${formatUsd(code.amount)} per member. The code and amount stay as members were told.`}
      submitText="Save Changes"
      busy={update.isPending}
      alert={update.error ? errorMessage(update.error, 'Failed to update the code.') : null}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <UsesAndExpiryFields
        uses={register('maxUses')}
        usesError={errors.maxUses?.message}
        usesHint={`Used ${String(code.usesCount)} of ${String(code.maxUses)} so far.`}
        expiry={register('expiresAt')}
        expiryError={errors.expiresAt?.message}
      />
    </CodeDialog>
  );
}

export function RedeemCodesManager() {
  const [page, setPage] = useState(1);
  const codes = useRedeemCodes(page);
  const update = useUpdateRedeemCode();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<RedeemCode | null>(null);
  const data = codes.data;
  useLastPageWhenPastEnd(codes, REDEEM_CODES_PAGE_SIZE, setPage);

  function toggle(code: RedeemCode) {
    update.mutate(
      { id: code.id, body: { isActive: !code.isActive } },
      {
        onSuccess: (saved) =>
          void showToast('success', `${saved.code} is ${saved.isActive ? 'active' : 'off'}`),
        onError: (error) => {
          if (handledByAdminFrame(error)) return;
          void showToast('error', errorMessage(error, 'Failed to update the code.'));
        },
      },
    );
  }

  const state = (code: RedeemCode) => {
    if (!code.isActive) return { tone: 'slate', text: 'Off' } as const;
    if (code.expiresAt && Date.parse(code.expiresAt) <= Date.now())
      return { tone: 'red', text: 'Expired' } as const;
    if (code.usesCount >= code.maxUses) return { tone: 'amber', text: 'Used up' } as const;
    return { tone: 'green', text: 'Active' } as const;
  };

  const columns: DataTableColumn<RedeemCode>[] = [
    {
      key: 'code',
      header: 'Code',
      className: 'font-mono font-semibold text-slate-900',
      cell: (code) => code.code,
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      className: 'tabular-nums',
      cell: (code) => formatUsd(code.amount),
    },
    {
      key: 'uses',
      header: 'Used',
      align: 'right',
      className: 'tabular-nums',
      cell: (code) => `${String(code.usesCount)} / ${String(code.maxUses)}`,
    },
    {
      key: 'expires',
      header: 'Expires',
      className: 'text-slate-600',
      cell: (code) => (code.expiresAt ? <DateTimeText value={code.expiresAt} /> : 'Never'),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (code) => {
        const { tone, text } = state(code);
        return <Badge tone={tone}>{text}</Badge>;
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      cell: (code) => (
        <div className="flex items-center gap-3">
          <Switch
            label={`Code ${code.code} active`}
            checked={code.isActive}
            disabled={update.isPending}
            onChange={() => toggle(code)}
          />
          <Button
            size="sm"
            variant="outline"
            aria-label={`Edit code ${code.code}`}
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => setEditing(code)}
          >
            Edit
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminSection
      title="Redeem codes"
      description="Members enter these on /redeem; each credit is a Bonuses earning."
      actions={
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setFormOpen(true)}>
          Add Code
        </Button>
      }
    >
      <DataTable
        caption="Redeem codes"
        columns={columns}
        rows={data?.items}
        rowKey={(code) => code.id}
        loading={codes.isLoading}
        emptyText={emptyPageText(data, 'codes', 'No redeem codes yet.')}
        errorText={codes.error ? errorMessage(codes.error, 'Could not load the codes.') : null}
        onRetry={() => void codes.refetch()}
        refreshing={codes.isPlaceholderData}
      />
      {data && data.total > REDEEM_CODES_PAGE_SIZE ? (
        <PagingBar
          data={data}
          page={page}
          pageSize={REDEEM_CODES_PAGE_SIZE}
          noun="codes"
          label="Code pages"
          onPageChange={setPage}
        />
      ) : null}
      <CodeForm open={formOpen} onClose={() => setFormOpen(false)} />
      {editing ? <EditCodeDialog code={editing} onClose={() => setEditing(null)} /> : null}
    </AdminSection>
  );
}
