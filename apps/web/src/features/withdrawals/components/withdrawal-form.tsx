import clsx from 'clsx';
import {
  createWithdrawalBodySchema,
  dollarsToCents,
  errorCodes,
  paymentMethodLabels,
  paymentMethodSchema,
  paymentMethods,
  secondFactorCodeSchema,
  wholeDollarAmountSchema,
  type CreateWithdrawalBody,
  type WithdrawalRules,
} from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowUpFromLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, ltr, translate, useT, type Translate } from '@/i18n/i18n';
import withdrawalsEn from '@/locales/en/withdrawals';
import { errorMessage, isApiError } from '@/lib/api-client';
import { dialog, showAlert } from '@/lib/dialogs';
import { useSubmissionKeys } from '@/lib/idempotency';
import { formatPkr, formatUsd, parseAmountInput, usdToPkr } from '@/lib/money';
import { amountInputSchema } from '@/lib/money-input';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWithdrawalRules } from '../api/get-withdrawal-rules';

const methodOptions = paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }));

const m = defineMessages('withdrawals', withdrawalsEn);

/** The form's schema, its own messages in the language shown. */
function withdrawalFormSchema(t: Translate) {
  return z.object({
    amount: amountInputSchema(wholeDollarAmountSchema, {
      empty: t(m.enterAmount),
      format: t(m.wholeDollarFormat),
    }),
    paymentMethod: z
      .string()
      .min(1, { error: t(m.choosePaymentMethod) })
      .pipe(paymentMethodSchema),
    bankName: createWithdrawalBodySchema.shape.bankName,
    accountHolderName: createWithdrawalBodySchema.shape.accountHolderName,
    accountNumber: createWithdrawalBodySchema.shape.accountNumber,
    // Checked on submit, and only while the code is asked for.
    twoFactorCode: z.string(),
  });
}

/** The fee the server takes (design §2: a percentage, rounded down to the cent) and what is paid out. */
export function withdrawalQuote(amount: number, rules: WithdrawalRules): { fee: number; payout: number } {
  const amountCents = dollarsToCents(amount) ?? Math.round(amount * 100);
  const basisPoints = Math.round(rules.withdrawalFeePercent * 100);
  const feeCents = Math.floor((amountCents * basisPoints) / 10_000);
  return { fee: feeCents / 100, payout: (amountCents - feeCents) / 100 };
}

/** Why a whole-dollar amount cannot be withdrawn: under the minimum or over the balance; null when it can. */
function amountLimitMessage(
  amount: number,
  rules: WithdrawalRules | undefined,
  balance: number | undefined,
): string | null {
  if (rules && amount < rules.withdrawalMinimum) {
    return translate(m.minimumWithdrawal, { amount: formatUsd(rules.withdrawalMinimum, 0) });
  }
  if (balance !== undefined && amount > balance) return translate(m.notEnoughBalance);
  return null;
}

function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

interface WithdrawalFormProps {
  /** The wallet balance, once known. */
  balance: number | undefined;
  /** Two-factor sign-in is on: the request carries a code from the authenticator app. */
  twoFactorEnabled?: boolean;
}

/** A payout request in whole dollars; the amount is held from the wallet as soon as it is accepted. */
export function WithdrawalForm({ balance, twoFactorEnabled = false }: WithdrawalFormProps) {
  const t = useT();
  const schema = useMemo(() => withdrawalFormSchema(t), [t]);
  const navigate = useNavigate();
  const rules = useWithdrawalRules();
  const createWithdrawal = useCreateWithdrawal();
  const keys = useSubmissionKeys();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: '',
      paymentMethod: '',
      bankName: '',
      accountHolderName: '',
      accountNumber: '',
      twoFactorCode: '',
    },
  });
  // Also when the server asks for it: two-factor sign-in may have been turned on since the page loaded.
  const [serverAsksCode, setServerAsksCode] = useState(false);
  const asksCode = twoFactorEnabled || serverAsksCode;
  const amount = parseAmountInput(useWatch({ control, name: 'amount' }));
  const wholeAmount = amount !== null && Number.isInteger(amount) ? amount : null;
  const limitMessage = wholeAmount === null ? null : amountLimitMessage(wholeAmount, rules.data, balance);
  // The payout is only worked out for an amount that could be sent as it is: never beside an error.
  const quote =
    wholeAmount !== null && !errors.amount && !limitMessage && rules.data
      ? withdrawalQuote(wholeAmount, rules.data)
      : null;
  // Before a submit puts it under the field, the preview says why there is no payout.
  const shownLimit = errors.amount ? null : limitMessage;

  const onSubmit = handleSubmit(({ twoFactorCode, ...values }) => {
    const limit = amountLimitMessage(values.amount, rules.data, balance);
    if (limit) {
      setError('amount', { message: limit });
      return;
    }
    const code = asksCode ? secondFactorCodeSchema.safeParse(twoFactorCode) : undefined;
    if (code && !code.success) {
      setError('twoFactorCode', { message: code.error.issues[0]?.message ?? t(m.enterCode) });
      return;
    }
    const body: CreateWithdrawalBody = code ? { ...values, twoFactorCode: code.data } : values;
    // The key stands for the payout asked for: a retry with a fresher code is still the same withdrawal.
    createWithdrawal.mutate(
      { body, idempotencyKey: keys.keyFor(values) },
      {
        onSuccess: (withdrawal) => {
          keys.settle();
          reset();
          void dialog
            .fire({
              icon: 'success',
              title: t(m.requestedTitle),
              text: t(m.requestedText, {
                amount: formatUsd(withdrawal.amount, 0),
                payout: formatUsd(withdrawal.payout),
              }),
              showCancelButton: true,
              confirmButtonText: t(m.viewHistory),
              cancelButtonText: t(m.close),
            })
            .then((result) => {
              if (result.isConfirmed) void navigate('/withdrawal-history');
            });
        },
        onError: (error) => {
          keys.settle(error);
          const codeError =
            isApiError(error) &&
            (error.code === errorCodes.twoFactorRequired || error.code === errorCodes.invalidTwoFactorCode);
          if (codeError) {
            setServerAsksCode(true);
            setError('twoFactorCode', { message: error.message });
            // After the render that shows the field (and enables the form again).
            setTimeout(() => setFocus('twoFactorCode'), 0);
            return;
          }
          void showAlert('error', t(m.failedTitle), errorMessage(error, t(m.failedFallback)));
        },
      },
    );
  });

  const submitting = createWithdrawal.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <section aria-label={t(m.rules)} className="grid grid-cols-2 gap-2">
        {/* The balance has its own row: up to $1,000,000.00 reads whole on a 360 px phone. */}
        <Figure
          label={t(m.balance)}
          value={balance === undefined ? null : formatUsd(balance)}
          className="col-span-2"
        />
        <Figure
          label={t(m.minimum)}
          value={rules.data ? formatUsd(rules.data.withdrawalMinimum, 0) : null}
          unavailable={rules.isError}
        />
        <Figure
          label={t(m.fee)}
          value={rules.data ? formatPercent(rules.data.withdrawalFeePercent) : null}
          unavailable={rules.isError}
        />
      </section>

      <fieldset disabled={submitting} className="flex flex-col gap-4">
        <TextField
          label={t(m.amountLabel)}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          error={errors.amount?.message}
          hint={wholeAmount === null ? t(m.wholeDollarsOnly) : `≈ ${formatPkr(usdToPkr(wholeAmount))}`}
          {...register('amount')}
        />
        <SelectField
          label={t(m.paymentMethod)}
          placeholder={t(m.chooseMethod)}
          options={methodOptions}
          error={errors.paymentMethod?.message}
          {...register('paymentMethod')}
        />
        <TextField
          label={t(m.bankName)}
          autoComplete="off"
          placeholder={t(m.bankNamePlaceholder)}
          hint={t(m.bankNameHint)}
          error={errors.bankName?.message}
          {...register('bankName')}
        />
        <TextField
          label={t(m.accountHolderName)}
          autoComplete="name"
          placeholder={t(m.accountHolderPlaceholder)}
          error={errors.accountHolderName?.message}
          {...register('accountHolderName')}
        />
        <TextField
          label={t(m.accountNumber)}
          autoComplete="off"
          dir="ltr"
          placeholder={t(m.accountNumberPlaceholder)}
          hint={t(m.accountNumberHint)}
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        {asksCode ? (
          <TextField
            label={t(m.authenticatorCode)}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            dir="ltr"
            placeholder="123456"
            hint={t(m.authenticatorHint)}
            error={errors.twoFactorCode?.message}
            {...register('twoFactorCode')}
          />
        ) : null}
      </fieldset>

      <div
        aria-live="polite"
        className={clsx(
          'flex items-center justify-between gap-3 rounded-2xl border px-4 py-3',
          shownLimit ? 'border-amber-200 bg-amber-50' : 'border-green-200 bg-green-50',
        )}
      >
        <div>
          <p className={clsx('text-sm font-semibold', shownLimit ? 'text-amber-900' : 'text-green-900')}>
            {quote ? t(m.youWillReceiveAmount, { amount: formatUsd(quote.payout) }) : t(m.youWillReceive)}
          </p>
          <p className={clsx('text-xs', shownLimit ? 'text-amber-800' : 'text-green-800')}>
            {quote && wholeAmount !== null && rules.data
              ? t(m.payoutBreakdown, {
                  amount: formatUsd(wholeAmount, 0),
                  percent: ltr(formatPercent(rules.data.withdrawalFeePercent)),
                  fee: formatUsd(quote.fee),
                })
              : (shownLimit ?? t(m.enterValidAmount))}
          </p>
        </div>
      </div>

      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={submitting}
        busyText={t(m.submitting)}
        icon={<ArrowUpFromLine className="size-5" aria-hidden="true" />}
      >
        {t(m.submit)}
      </Button>
    </form>
  );
}

function Figure({
  label,
  value,
  unavailable = false,
  className,
}: {
  label: string;
  value: string | null;
  unavailable?: boolean;
  className?: string;
}) {
  return (
    <div className={clsx('rounded-2xl border border-slate-200/80 bg-white px-3 py-2.5 shadow-sm', className)}>
      <p className="text-[11px] font-medium tracking-wide text-slate-500 uppercase">{label}</p>
      {value !== null ? (
        <p className="mt-0.5 text-base font-bold break-words text-slate-900 tabular-nums">{value}</p>
      ) : unavailable ? (
        <p className="mt-0.5 text-base font-bold text-slate-500">-</p>
      ) : (
        <Skeleton className="mt-1.5 h-4 w-12" />
      )}
    </div>
  );
}
