import { adjustBalanceBodySchema, reasonSchema, type AdminMemberDetail } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, LogOut, MailCheck, RotateCcw, Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showToast } from '@/lib/dialogs';
import { useSubmissionKeys } from '@/lib/idempotency';
import { formatUsd } from '@/lib/money';
import { amountInputSchema } from '@/lib/money-input';
import {
  useAdjustBalance,
  useResendVerification,
  useSignOutMember,
  useUpdateMemberStatus,
} from '../api/members';

type Dialog = 'adjust' | 'status' | 'sign-out' | null;

/** Suspend or reactivate, adjust the balance, resend verification, sign out everywhere; each asks first. */
export function MemberActions({ member }: { member: AdminMemberDetail }) {
  const [open, setOpen] = useState<Dialog>(null);
  const resend = useResendVerification(member.id);
  const suspended = member.status === 'SUSPENDED';
  const close = () => setOpen(null);

  const onResend = async () => {
    const confirmed = await confirmAction({
      title: 'Resend verification?',
      text: `A new code goes to ${member.email}.`,
      confirmButtonText: 'Send code',
      icon: 'question',
    });
    if (!confirmed) return;
    resend.mutate(undefined, {
      onSuccess: () => void showToast('success', 'Verification code sent'),
      onError: (error) => {
        if (!handledByAdminFrame(error))
          void showToast('error', errorMessage(error, 'Could not send the code.'));
      },
    });
  };

  return (
    <section aria-label="Member actions" className="flex flex-wrap gap-2">
      <Button icon={<Scale className="size-4" aria-hidden="true" />} onClick={() => setOpen('adjust')}>
        Adjust balance
      </Button>
      {suspended ? (
        <Button
          variant="outline"
          icon={<RotateCcw className="size-4" aria-hidden="true" />}
          onClick={() => setOpen('status')}
        >
          Reactivate
        </Button>
      ) : (
        <Button
          variant="danger-outline"
          icon={<Ban className="size-4" aria-hidden="true" />}
          onClick={() => setOpen('status')}
        >
          Suspend
        </Button>
      )}
      <Button
        variant="outline"
        icon={<LogOut className="size-4" aria-hidden="true" />}
        onClick={() => setOpen('sign-out')}
      >
        Sign out everywhere
      </Button>
      {member.emailVerified ? null : (
        <Button
          variant="outline"
          busy={resend.isPending}
          icon={<MailCheck className="size-4" aria-hidden="true" />}
          onClick={() => void onResend()}
        >
          Resend verification
        </Button>
      )}
      {open === 'adjust' ? <AdjustBalanceDialog member={member} onClose={close} /> : null}
      {open === 'status' ? <StatusDialog member={member} onClose={close} /> : null}
      {open === 'sign-out' ? <SignOutDialog member={member} onClose={close} /> : null}
    </section>
  );
}

const reasonFormSchema = z.object({ reason: reasonSchema });

interface ReasonDialogProps {
  onClose: () => void;
  title: string;
  description: string;
  submitText: string;
  submitVariant?: 'primary' | 'danger';
  busy: boolean;
  /** The server's refusal, shown above the field. */
  failure: string | null;
  /** Called with the reason the admin typed, once it is valid. */
  onReason: (reason: string) => void;
}

/** A step on a member that the audit log records with the admin's reason. */
function ReasonDialog({ onClose, failure, onReason, ...dialog }: ReasonDialogProps) {
  const form = useForm({ resolver: zodResolver(reasonFormSchema), defaultValues: { reason: '' } });
  return (
    <FormDialog
      open
      size="md"
      onClose={onClose}
      onSubmit={form.handleSubmit(({ reason }) => onReason(reason))}
      {...dialog}
    >
      <FormAlert message={failure} />
      <TextField
        label="Reason"
        autoFocus
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}

function StatusDialog({ member, onClose }: { member: AdminMemberDetail; onClose: () => void }) {
  const suspending = member.status !== 'SUSPENDED';
  const update = useUpdateMemberStatus(member.id);
  return (
    <ReasonDialog
      onClose={onClose}
      title={suspending ? `Suspend ${member.name}?` : `Reactivate ${member.name}?`}
      description={
        suspending
          ? 'They are signed out everywhere and cannot sign in or move money until reactivated.'
          : 'They can sign in and use their wallet again.'
      }
      submitText={suspending ? 'Suspend member' : 'Reactivate member'}
      submitVariant={suspending ? 'danger' : 'primary'}
      busy={update.isPending}
      failure={update.error ? errorMessage(update.error, 'Could not change the status.') : null}
      onReason={(reason) =>
        update.mutate(
          { status: suspending ? 'SUSPENDED' : 'ACTIVE', reason },
          {
            onSuccess: () => {
              onClose();
              void showToast('success', suspending ? 'Member suspended' : 'Member reactivated');
            },
          },
        )
      }
    />
  );
}

function SignOutDialog({ member, onClose }: { member: AdminMemberDetail; onClose: () => void }) {
  const signOut = useSignOutMember(member.id);
  return (
    <ReasonDialog
      onClose={onClose}
      title={`Sign ${member.name} out everywhere?`}
      description="Every device they are signed in on has to sign in again."
      submitText="Sign out everywhere"
      busy={signOut.isPending}
      failure={signOut.error ? errorMessage(signOut.error, 'Could not sign them out.') : null}
      onReason={(reason) =>
        signOut.mutate(reason, {
          onSuccess: () => {
            onClose();
            void showToast('success', 'Signed out everywhere');
          },
        })
      }
    />
  );
}

const positiveAmount = z
  .number()
  .refine((value) => value > 0, { error: 'Amount must be greater than zero.' });
const adjustFormSchema = z.object({
  direction: z.enum(['CREDIT', 'DEBIT']),
  amount: amountInputSchema(positiveAmount, { empty: 'Enter the amount.' }),
  reason: reasonSchema,
});

function AdjustBalanceDialog({ member, onClose }: { member: AdminMemberDetail; onClose: () => void }) {
  const adjust = useAdjustBalance(member.id);
  const keys = useSubmissionKeys();
  const form = useForm({
    resolver: zodResolver(adjustFormSchema),
    defaultValues: { direction: 'CREDIT' as const, amount: '', reason: '' },
  });
  const onSubmit = form.handleSubmit(({ direction, amount, reason }) => {
    const body = adjustBalanceBodySchema.parse({ amount: direction === 'DEBIT' ? -amount : amount, reason });
    adjust.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: ({ balance }) => {
          keys.settle();
          onClose();
          void showToast('success', `Balance is now ${formatUsd(balance)}`);
        },
        onError: (error) => {
          keys.settle(error);
        },
      },
    );
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      size="md"
      onClose={onClose}
      title="Adjust balance"
      description={
        // A name typed as one long word breaks inside the dialog instead of widening it.
        <span className="[overflow-wrap:anywhere]">
          {`${member.name} has ${formatUsd(member.balance)}. The change is booked in the ledger against admin adjustments and written to the audit log.`}
        </span>
      }
      onSubmit={onSubmit}
      submitText="Save adjustment"
      busy={adjust.isPending}
      busyText="Saving..."
    >
      <FormAlert
        message={adjust.error ? errorMessage(adjust.error, 'Could not adjust the balance.') : null}
      />
      <SelectField
        label="Change"
        options={[
          { value: 'CREDIT', label: 'Add to the balance' },
          { value: 'DEBIT', label: 'Take from the balance' },
        ]}
        {...form.register('direction')}
      />
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        placeholder="25.00"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField
        label="Reason"
        hint="The member sees it in their wallet as “Balance adjustment: …”."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
