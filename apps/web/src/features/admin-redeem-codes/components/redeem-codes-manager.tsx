import { createRedeemCodeBodySchema, type RedeemCode } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { Modal } from '@/components/ui/modal';
import { PageSummary, Pagination, totalPagesOf } from '@/components/ui/pagination';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { useAdminAuthRedirect } from '@/hooks/use-admin-auth-redirect';
import { errorMessage } from '@/lib/api-client';
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
const formSchema = z.object({
  code: shape.code,
  amount: amountInputSchema(shape.amount, { empty: 'Enter the amount.' }),
  maxUses: wholeNumberInputSchema(shape.maxUses, {
    empty: 'Enter how many members may use it.',
    format: 'Enter a whole number such as 100.',
  }),
  expiresAt: z.string().transform((value, context) => {
    if (!value) return null;
    const time = new Date(value).getTime();
    if (Number.isNaN(time) || time <= Date.now()) {
      context.addIssue({ code: 'custom', message: 'The expiry must be in the future.' });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  }),
  isActive: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;
const emptyValues: FormValues = { code: '', amount: '', maxUses: '100', expiresAt: '', isActive: true };

function CodeForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateRedeemCode();
  const redirectIfSignedOut = useAdminAuthRedirect();
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
        if (redirectIfSignedOut(error)) return;
        void showToast('error', errorMessage(error, 'Something went wrong'));
      },
    });
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title="Add Redeem Code"
      description="Each member can use a code once; it stops when its uses run out or it expires."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="redeem-code-form" busy={create.isPending} busyText="Saving...">
            Add Code
          </Button>
        </>
      }
    >
      <form
        id="redeem-code-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="grid gap-4 px-5 py-4 sm:grid-cols-2"
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
        <TextField
          label="Members who may use it"
          inputMode="numeric"
          autoComplete="off"
          error={errors.maxUses?.message}
          {...register('maxUses')}
        />
        <TextField
          label="Expires (optional)"
          type="datetime-local"
          error={errors.expiresAt?.message}
          {...register('expiresAt')}
        />
        <Switch label="Active" visibleLabel="Active" className="self-end pb-2" {...register('isActive')} />
      </form>
    </Modal>
  );
}

export function RedeemCodesManager() {
  const [page, setPage] = useState(1);
  const codes = useRedeemCodes(page);
  const update = useUpdateRedeemCode();
  const redirectIfSignedOut = useAdminAuthRedirect(codes.error);
  const [formOpen, setFormOpen] = useState(false);
  const data = codes.data;

  function toggle(code: RedeemCode) {
    update.mutate(
      { id: code.id, body: { isActive: !code.isActive } },
      {
        onSuccess: (saved) =>
          void showToast('success', `${saved.code} is ${saved.isActive ? 'active' : 'off'}`),
        onError: (error) => {
          if (redirectIfSignedOut(error)) return;
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
        <Switch
          label={`Code ${code.code} active`}
          checked={code.isActive}
          disabled={update.isPending}
          onChange={() => toggle(code)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="codes-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="codes-heading" className="text-lg font-semibold text-slate-900">
            Redeem codes
          </h2>
          <p className="mt-1 text-sm text-slate-500">
            Members enter these on /redeem; each credit is a Bonuses earning.
          </p>
        </div>
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setFormOpen(true)}>
          Add Code
        </Button>
      </div>
      <DataTable
        caption="Redeem codes"
        columns={columns}
        rows={data?.items}
        rowKey={(code) => code.id}
        loading={codes.isLoading}
        emptyText="No redeem codes yet."
        errorText={codes.error ? errorMessage(codes.error, 'Could not load the codes.') : null}
        onRetry={() => void codes.refetch()}
        refreshing={codes.isPlaceholderData}
      />
      {data && data.total > REDEEM_CODES_PAGE_SIZE ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PageSummary page={data.page} pageSize={REDEEM_CODES_PAGE_SIZE} total={data.total} noun="codes" />
          <Pagination
            label="Code pages"
            page={page}
            totalPages={totalPagesOf(data.total, REDEEM_CODES_PAGE_SIZE)}
            onPageChange={setPage}
          />
        </div>
      ) : null}
      <CodeForm open={formOpen} onClose={() => setFormOpen(false)} />
    </section>
  );
}
