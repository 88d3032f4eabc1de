import {
  amountSchema,
  createTransferBodySchema,
  type CreateTransferBody,
  type MemberTransfer,
} from '@earnflow/contracts';
import { SendHorizontal } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, translate, useT } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { dialog, showAlert } from '@/lib/dialogs';
import { useSubmissionKeys } from '@/lib/idempotency';
import {
  amountFormatMessage,
  formatPkr,
  formatUsd,
  parseAmountInput,
  parseTypedDecimal,
  usdToPkr,
} from '@/lib/money';
import { amountInputSchema } from '@/lib/money-input';
import transferEn from '@/locales/en/transfer';
import { useCreateTransfer } from '../api/create-transfer';
import { TransferReceiptDialog } from './transfer-receipt-dialog';

const m = defineMessages('transfer', transferEn);

interface TransferFormValues {
  recipientAccountNumber: string;
  amount: string;
  senderName: string;
  note: string;
}

const senderNameMaxLength = createTransferBodySchema.shape.senderName.maxLength ?? undefined;

const emptyForm: TransferFormValues = { recipientAccountNumber: '', amount: '', senderName: '', note: '' };

/** Spec §8: the server's message, else the error's own message, else 'Something went wrong.'. */
export function transferFailureMessage(error: unknown): string {
  const ownMessage =
    error instanceof Error && error.message ? error.message : translate(m.somethingWentWrong);
  return errorMessage(error, ownMessage);
}

interface ShownReceipt {
  transfer: MemberTransfer;
  /** Settles when the success alert above the receipt has been closed. */
  alertClosed: Promise<unknown>;
}

interface TransferFormProps {
  /** The current balance (GET /wallets/me), once known. */
  balance: number | undefined;
}

/** Spec §2 Transfer: recipient account, amount in USD, sender's full name and an optional note. */
export function TransferForm({ balance }: TransferFormProps) {
  const t = useT();
  const createTransfer = useCreateTransfer();
  const keys = useSubmissionKeys();
  const [receipt, setReceipt] = useState<ShownReceipt | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<TransferFormValues>({ defaultValues: emptyForm });
  const amount = parseAmountInput(useWatch({ control, name: 'amount' }));

  const recipientField = register('recipientAccountNumber');
  function upperCaseRecipient(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toUpperCase();
    input.setSelectionRange(selectionStart, selectionEnd);
    void recipientField.onChange(event);
  }

  const onSubmit = handleSubmit((values) => {
    clearErrors();
    const recipientAccountNumber = values.recipientAccountNumber.trim();
    const senderName = values.senderName.trim();
    if (!recipientAccountNumber || !values.amount.trim() || !senderName) {
      void showAlert('warning', t(m.missingFieldsTitle), t(m.missingFieldsText));
      return;
    }
    // Spec §5: any amount above the balance is refused as such, before the contract's own maximum.
    const typedDollars = parseTypedDecimal(values.amount);
    if (balance !== undefined && typedDollars !== null && typedDollars > balance) {
      void showAlert('warning', t(m.insufficientBalanceTitle), t(m.insufficientBalanceText));
      return;
    }
    // Built here, not at load: its message is in the language shown now.
    const typedAmount = amountInputSchema(amountSchema, { empty: t(m.amountEmpty) }).safeParse(values.amount);
    if (!typedAmount.success) {
      setError('amount', { message: typedAmount.error.issues[0]?.message ?? amountFormatMessage });
      return;
    }
    const dollars = typedAmount.data;
    const parsed = createTransferBodySchema.safeParse({
      recipientAccountNumber,
      amount: dollars,
      senderName,
      note: values.note,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (
          field === 'recipientAccountNumber' ||
          field === 'amount' ||
          field === 'senderName' ||
          field === 'note'
        ) {
          setError(field, { message: issue.message });
        }
      }
      return;
    }

    const body: CreateTransferBody = parsed.data;
    createTransfer.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (transfer) => {
          keys.settle();
          reset(emptyForm);
          const alertClosed = dialog.fire({
            icon: 'success',
            title: t(m.submittedTitle),
            text: t(m.submittedText),
            returnFocus: false,
          });
          setReceipt({ transfer, alertClosed });
        },
        onError: (error) => {
          keys.settle(error);
          void showAlert('error', t(m.failedTitle), transferFailureMessage(error));
        },
      },
    );
  });

  const submitting = createTransfer.isPending;
  return (
    <>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset disabled={submitting} className="flex flex-col gap-4">
          <TextField
            label={t(m.recipientLabel)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t(m.recipientPlaceholder)}
            inputClassName="font-mono uppercase tracking-wider placeholder:font-sans placeholder:normal-case placeholder:tracking-normal"
            error={errors.recipientAccountNumber?.message}
            {...recipientField}
            onChange={upperCaseRecipient}
          />
          <TextField
            label={t(m.amountLabel)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            error={errors.amount?.message}
            hint={
              <span aria-live="polite">
                {balance === undefined
                  ? t(m.pkrEquivalent, { amount: formatPkr(usdToPkr(amount ?? 0)) })
                  : t(m.amountHintWithBalance, {
                      amount: formatPkr(usdToPkr(amount ?? 0)),
                      balance: formatUsd(balance),
                    })}
              </span>
            }
            {...register('amount')}
          />
          <TextField
            label={t(m.senderNameLabel)}
            autoComplete="name"
            placeholder={t(m.senderNamePlaceholder)}
            maxLength={senderNameMaxLength}
            error={errors.senderName?.message}
            {...register('senderName')}
          />
          <TextField
            label={t(m.noteLabel)}
            autoComplete="off"
            placeholder={t(m.notePlaceholder)}
            maxLength={200}
            error={errors.note?.message}
            {...register('note')}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            busy={submitting}
            busyText={t(m.submitting)}
            icon={<SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden="true" />}
            className="mt-1"
          >
            {t(m.submit)}
          </Button>
        </fieldset>
      </form>
      {receipt ? (
        <TransferReceiptDialog
          transfer={receipt.transfer}
          ready={receipt.alertClosed}
          onClose={() => setReceipt(null)}
        />
      ) : null}
    </>
  );
}
