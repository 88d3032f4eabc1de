import {
  createDepositBodySchema,
  amountSchema,
  paymentMethodLabels,
  paymentMethodSchema,
  paymentMethods,
  type CreateDepositBody,
  type DepositStatus,
  type PaymentMethod,
  type PaymentMethodDetails,
} from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { CircleAlert, Coins, Copy, Send, Smartphone, type LucideIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, useT, type Translate } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';
import depositsEn from '@/locales/en/deposits';
import { errorMessage } from '@/lib/api-client';
import { copyWithToast } from '@/lib/clipboard';
import { dialog, showAlert } from '@/lib/dialogs';
import { useSubmissionKeys } from '@/lib/idempotency';
import { formatPkr, formatUsd, parseAmountInput, usdToPkr } from '@/lib/money';
import { amountInputSchema } from '@/lib/money-input';
import { useCreateDeposit } from '../api/create-deposit';
import { usePaymentMethods } from '../api/get-payment-methods';

const methodIcons: Record<PaymentMethod, LucideIcon> = {
  EASYPAISA: Smartphone,
  SADAPAY: Smartphone,
  NAYAPAY: Smartphone,
  BINANCE: Coins,
  TRON_TRC20: Coins,
};

const m = defineMessages('deposits', depositsEn);

/** The form's schema, its own messages in the language shown. */
function depositFormSchema(t: Translate) {
  return z.object({
    // react-hook-form leaves a radio group with nothing checked as null once the form has been submitted.
    paymentMethod: z
      .string()
      .nullable()
      .transform((value) => value ?? '')
      .pipe(z.string().min(1, { error: t(m.choosePaymentMethod) }))
      .pipe(paymentMethodSchema),
    amount: amountInputSchema(amountSchema, { empty: t(m.enterAmountSent) }),
    transactionId: createDepositBodySchema.shape.transactionId,
  });
}

export interface SubmittedDeposit {
  id: string;
  amount: number;
  paymentMethod: PaymentMethod;
  status: DepositStatus;
}

interface DepositFormProps {
  /** The uploaded receipt's URL, once there is one. */
  receiptUrl: string | null;
  receiptUploading: boolean;
  /** The receipt upload control (the page composes it from the uploads feature). */
  receiptField: ReactNode;
  onSubmitted: (deposit: SubmittedDeposit) => void;
}

/** Choose a method, see where to pay, then report the amount, transaction id and receipt. */
export function DepositForm({ receiptUrl, receiptUploading, receiptField, onSubmitted }: DepositFormProps) {
  const t = useT();
  const schema = useMemo(() => depositFormSchema(t), [t]);
  const navigate = useNavigate();
  const paymentDetails = usePaymentMethods();
  const createDeposit = useCreateDeposit();
  const keys = useSubmissionKeys();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { paymentMethod: '', amount: '', transactionId: '' },
  });
  const [method, amountText] = useWatch({ control, name: ['paymentMethod', 'amount'] });
  const chosen = paymentMethodSchema.safeParse(method).data;
  const amount = parseAmountInput(amountText);
  // Only methods an admin enabled (GET /payment-methods lists no other) are offered, in the usual order.
  const enabledMethods = paymentMethods.flatMap((option) => {
    const found = paymentDetails.data?.find((item) => item.method === option);
    return found ? [found] : [];
  });
  const details = enabledMethods.find((item) => item.method === chosen);
  // A method switched off since the list was loaded: the server would refuse it.
  const methodUnavailable = chosen !== undefined && paymentDetails.data !== undefined && !details;

  const onSubmit = handleSubmit(({ paymentMethod, amount: dollars, transactionId }) => {
    if (!receiptUrl) {
      void showAlert('warning', t(m.receiptRequiredTitle), t(m.receiptRequiredText));
      return;
    }
    const body: CreateDepositBody = { paymentMethod, amount: dollars, transactionId, receipt: receiptUrl };
    createDeposit.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (deposit) => {
          keys.settle();
          reset();
          onSubmitted(deposit);
          void dialog
            .fire({
              icon: 'success',
              title: t(m.submittedTitle),
              text: t(m.submittedText, { amount: formatUsd(deposit.amount) }),
              showCancelButton: true,
              confirmButtonText: t(m.viewHistory),
              cancelButtonText: t(m.close),
            })
            .then((result) => {
              if (result.isConfirmed) void navigate('/deposit-history');
            });
        },
        onError: (error) => {
          keys.settle(error);
          void showAlert('error', t(m.failedTitle), errorMessage(error, t(m.failedFallback)));
        },
      },
    );
  });

  const submitting = createDeposit.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <fieldset disabled={submitting} className="flex flex-col gap-3">
        <legend className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
          <StepNumber>1</StepNumber>
          {t(m.stepPaymentMethod)}
        </legend>
        <PaymentMethodChoices
          query={paymentDetails}
          methods={enabledMethods.map((item) => item.method)}
          chosen={chosen}
          radio={register('paymentMethod')}
        />
        {errors.paymentMethod ? (
          <p className="text-xs font-medium text-red-600">
            {translateText(errors.paymentMethod.message ?? '')}
          </p>
        ) : null}
        {chosen && details ? <PayToDetails method={chosen} details={details} /> : null}
      </fieldset>

      <fieldset disabled={submitting} className="flex flex-col gap-4">
        <legend className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
          <StepNumber>2</StepNumber>
          {t(m.stepPaymentDetails)}
        </legend>
        <TextField
          label={t(m.amountLabel)}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          error={errors.amount?.message}
          hint={amount === null ? t(m.amountHint) : `≈ ${formatPkr(usdToPkr(amount))}`}
          {...register('amount')}
        />
        <TextField
          label={t(m.transactionIdLabel)}
          autoComplete="off"
          dir="ltr"
          placeholder={t(m.transactionIdPlaceholder)}
          error={errors.transactionId?.message}
          {...register('transactionId')}
        />
        {receiptField}
      </fieldset>

      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!receiptUrl || receiptUploading || methodUnavailable || enabledMethods.length === 0}
          busy={submitting}
          busyText={t(m.submitting)}
          icon={<Send className="size-5 rtl:-scale-x-100" aria-hidden="true" />}
        >
          {t(m.submit)}
        </Button>
        {!receiptUrl && !receiptUploading ? (
          <p className="text-center text-xs text-slate-500">{t(m.uploadReceiptToSubmit)}</p>
        ) : null}
      </div>
    </form>
  );
}

interface PaymentMethodChoicesProps {
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  /** The enabled methods, in display order. */
  methods: PaymentMethod[];
  chosen: PaymentMethod | undefined;
  radio: UseFormRegisterReturn<'paymentMethod'>;
}

/** One card per enabled method; while loading, placeholders; with none enabled, why and what to do. */
function PaymentMethodChoices({ query, methods, chosen, radio }: PaymentMethodChoicesProps) {
  const t = useT();
  if (query.isPending) {
    return (
      <div role="status" aria-label={t(m.loadingMethods)} className="grid grid-cols-2 gap-2.5">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Notice>
        <p>{t(m.methodsLoadFailed)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t(m.tryAgain)}
        </Button>
      </Notice>
    );
  }
  if (methods.length === 0) {
    return (
      <Notice>
        <p>{t(m.noMethods)}</p>
      </Notice>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2.5">
      {methods.map((option) => {
        const Icon = methodIcons[option];
        return (
          <label
            key={option}
            className={clsx(
              'relative flex cursor-pointer items-center gap-2.5 rounded-xl border bg-white px-3 py-3 text-sm font-semibold transition last:odd:col-span-2',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-green-600 has-[:focus-visible]:ring-offset-2',
              chosen === option
                ? 'border-green-600 bg-green-50 text-green-800 shadow-sm'
                : 'border-slate-200 text-slate-700 hover:border-green-300',
            )}
          >
            <span
              className={clsx(
                'flex size-8 shrink-0 items-center justify-center rounded-lg',
                chosen === option ? 'bg-green-600 text-white' : 'bg-slate-100 text-slate-500',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {paymentMethodLabels[option]}
            {/* Covers the whole card, invisibly, so a click anywhere lands on the radio itself. */}
            <input
              type="radio"
              value={option}
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0"
              {...radio}
            />
          </label>
        );
      })}
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}

function StepNumber({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-6 items-center justify-center rounded-full bg-green-600 text-xs font-bold text-white">
      {children}
    </span>
  );
}

interface PayToDetailsProps {
  method: PaymentMethod;
  details: PaymentMethodDetails;
}

/** Where to send the money for the chosen method, as an admin set it. */
function PayToDetails({ method, details }: PayToDetailsProps) {
  const t = useT();
  const label = paymentMethodLabels[method];
  return (
    <section
      aria-label={t(m.payToLabel, { method: label })}
      className="rounded-2xl bg-gradient-to-br from-green-600 to-emerald-700 p-4 text-white shadow-md shadow-green-700/20"
    >
      <p className="text-xs font-medium tracking-wider text-green-50 uppercase">{t(m.sendPaymentTo)}</p>
      <dl className="mt-3 grid gap-3">
        <div>
          <dt className="text-xs text-green-50">{t(m.accountTitle)}</dt>
          <dd className="text-base font-semibold break-words">{details.accountTitle}</dd>
        </div>
        <div>
          <dt className="text-xs text-green-50">{t(m.accountNumber)}</dt>
          <dd className="flex items-center justify-between gap-2">
            <span dir="ltr" className="font-mono text-base font-semibold tracking-wide break-all">
              {details.accountNumber}
            </span>
            <button
              type="button"
              onClick={() =>
                void copyWithToast(details.accountNumber, { copied: t(m.copied), failed: t(m.copyFailed) })
              }
              aria-label={t(m.copyAccount, { method: label })}
              title={t(m.copy)}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-white/90 transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <Copy className="size-4" aria-hidden="true" />
            </button>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-green-50">{t(m.payExactAmount)}</p>
    </section>
  );
}
