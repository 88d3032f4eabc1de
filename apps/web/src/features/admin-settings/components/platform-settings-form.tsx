import {
  paymentMethodLabels,
  paymentMethods,
  paymentMethodSettingSchema,
  updateSettingsBodySchema,
  type PlatformSettings,
} from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { HandCoins, Save, Wallet, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { confirmAction, showToast } from '@/lib/dialogs';
import { formatUsd, parseTypedDecimal } from '@/lib/money';
import { amountInputSchema } from '@/lib/money-input';
import { useUpdatePlatformSettings } from '../api/update-platform-settings';

const { shape } = updateSettingsBodySchema;

/** A payment method's account fields, in screen order; each is required once the method is enabled. */
const accountFields = [
  {
    name: 'accountTitle',
    label: 'Account title',
    maxLength: 80,
    missing: 'Enter the account title before enabling this method.',
  },
  {
    name: 'accountNumber',
    label: 'Account number',
    maxLength: 120,
    missing: 'Enter the account number before enabling this method.',
  },
] as const;

const settingsFormSchema = z.object({
  withdrawalMinimum: amountInputSchema(shape.withdrawalMinimum.unwrap(), {
    empty: 'Enter the withdrawal minimum.',
    format: 'Enter a whole-dollar amount such as 5.',
  }),
  withdrawalFeePercent: amountInputSchema(shape.withdrawalFeePercent.unwrap(), {
    empty: 'Enter the withdrawal fee.',
    format: 'Enter a percentage such as 2 or 2.5.',
  }),
  paymentMethods: z.array(paymentMethodSettingSchema).superRefine((methods, context) => {
    methods.forEach((method, index) => {
      if (!method.enabled) return;
      for (const field of accountFields) {
        if (!method[field.name].trim()) {
          context.addIssue({ code: 'custom', path: [index, field.name], message: field.missing });
        }
      }
    });
  }),
});
type SettingsFormValues = z.input<typeof settingsFormSchema>;
type SettingsFormOutput = z.output<typeof settingsFormSchema>;

/** All five methods in their usual order, whatever the server has stored so far. */
function toFormValues(settings: PlatformSettings): SettingsFormValues {
  return {
    withdrawalMinimum: String(settings.withdrawalMinimum),
    withdrawalFeePercent: String(settings.withdrawalFeePercent),
    paymentMethods: paymentMethods.map((method) => {
      const stored = settings.paymentMethods.find((item) => item.method === method);
      return {
        method,
        accountTitle: stored?.accountTitle ?? '',
        accountNumber: stored?.accountNumber ?? '',
        enabled: stored?.enabled ?? false,
      };
    }),
  };
}

/** The form field a refused save names as at fault (the server's `field`), when the form has it. */
function fieldAtFault(error: unknown): 'withdrawalMinimum' | 'withdrawalFeePercent' | null {
  if (!isApiError(error, 400)) return null;
  return error.field === 'withdrawalMinimum' || error.field === 'withdrawalFeePercent' ? error.field : null;
}

/**
 * What a save changes, one entry per changed field with its old and new value, e.g.
 * 'Easypaisa account number: "03001234567" → "03111234567"'.
 */
function changesOf(saved: PlatformSettings, next: SettingsFormOutput): string[] {
  const quoted = (text: string) => (text.trim() === '' ? 'none' : `"${text.trim()}"`);
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const changes: string[] = [];
  const compare = (what: string, before: string, after: string) => {
    if (before !== after) changes.push(`${what}: ${before} → ${after}`);
  };
  compare('Withdrawal minimum', formatUsd(saved.withdrawalMinimum, 0), formatUsd(next.withdrawalMinimum, 0));
  compare(
    'Withdrawal fee',
    `${String(saved.withdrawalFeePercent)}%`,
    `${String(next.withdrawalFeePercent)}%`,
  );
  const before = toFormValues(saved).paymentMethods;
  next.paymentMethods.forEach((method, index) => {
    const old = before.find((item) => item.method === method.method) ?? before[index];
    if (!old) return;
    const label = paymentMethodLabels[method.method];
    compare(`Members can use ${label}`, yesNo(old.enabled), yesNo(method.enabled));
    for (const field of accountFields) {
      compare(`${label} ${field.label.toLowerCase()}`, quoted(old[field.name]), quoted(method[field.name]));
    }
  });
  return changes;
}

const EXAMPLE_WITHDRAWAL = 100;

/** A worked example of the fee, computed as the server does: floor(amount × percent / 100) in cents. */
function FeeExample({ control }: { control: Control<SettingsFormValues, unknown, SettingsFormOutput> }) {
  const [minimumText, feeText] = useWatch({ control, name: ['withdrawalMinimum', 'withdrawalFeePercent'] });
  const minimum = parseTypedDecimal(minimumText);
  const feePercent = parseTypedDecimal(feeText);
  if (feePercent === null || feePercent > 50) return null;
  const amount =
    minimum !== null && Number.isInteger(minimum) && minimum > EXAMPLE_WITHDRAWAL
      ? minimum
      : EXAMPLE_WITHDRAWAL;
  const basisPoints = Math.round(feePercent * 100);
  const feeCents = Math.floor((amount * 100 * basisPoints) / 10_000);
  return (
    <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
      Example: a {formatUsd(amount, 0)} withdrawal has a {formatUsd(feeCents / 100)} fee and pays out{' '}
      {formatUsd((amount * 100 - feeCents) / 100)}.
    </p>
  );
}

/** Whether members are offered the method, as the switch now stands. */
function MethodState({
  control,
  index,
}: {
  control: Control<SettingsFormValues, unknown, SettingsFormOutput>;
  index: number;
}) {
  const enabled = useWatch({ control, name: `paymentMethods.${index}.enabled` });
  return <Badge tone={enabled ? 'green' : 'slate'}>{enabled ? 'On' : 'Off'}</Badge>;
}

interface SettingsSectionProps {
  headingId: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** One card of the form, headed by its icon, title and description. */
function SettingsSection({ headingId, icon: Icon, title, description, children }: SettingsSectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <header className="mb-5 flex items-start gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-green-50 text-green-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
          <p className="mt-0.5 text-sm text-slate-500">{description}</p>
        </div>
      </header>
      {children}
    </section>
  );
}

export function PlatformSettingsForm({ settings }: { settings: PlatformSettings }) {
  const updateSettings = useUpdatePlatformSettings();
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(settingsFormSchema), defaultValues: toFormValues(settings) });

  // A newer copy from the server replaces the form's values, unless the admin is in the middle of editing.
  useEffect(() => {
    if (!isDirty) reset(toFormValues(settings));
  }, [settings, isDirty, reset]);

  const onSubmit = handleSubmit(async (body) => {
    // Members pay deposits into these accounts and withdraw under these rules: say what changes first.
    const changes = changesOf(settings, body);
    if (changes.length > 0) {
      const confirmed = await confirmAction({
        title: 'Save these changes?',
        text: `${changes.join('; ')}. They apply to members at once.`,
        confirmButtonText: 'Yes, save them',
      });
      if (!confirmed) return;
    }
    updateSettings.mutate(body, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        void showToast('success', 'Settings saved');
      },
      onError: (error) => {
        const message = errorMessage(error, 'Failed to save settings.');
        const field = fieldAtFault(error);
        if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
        void showToast('error', message);
      },
    });
  });

  const serverError = updateSettings.error;
  const unplacedServerMessage =
    serverError && fieldAtFault(serverError) === null
      ? errorMessage(serverError, 'Failed to save settings.')
      : null;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Platform settings"
      className="flex flex-col gap-6"
    >
      <FormAlert message={unplacedServerMessage} />

      <SettingsSection
        headingId="withdrawal-settings-heading"
        icon={HandCoins}
        title="Withdrawals"
        description="The smallest amount a member may withdraw, and the fee taken from each withdrawal."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Withdrawal minimum (USD)"
            inputMode="numeric"
            autoComplete="off"
            hint="Whole dollars."
            error={errors.withdrawalMinimum?.message}
            {...register('withdrawalMinimum')}
          />
          <TextField
            label="Withdrawal fee (%)"
            inputMode="decimal"
            autoComplete="off"
            hint="0 to 50, up to 2 decimals. Rounded down to the cent."
            error={errors.withdrawalFeePercent?.message}
            {...register('withdrawalFeePercent')}
          />
        </div>
        <div className="mt-4">
          <FeeExample control={control} />
        </div>
      </SettingsSection>

      <SettingsSection
        headingId="payment-settings-heading"
        icon={Wallet}
        title="Payment methods"
        description="The accounts members send deposits to. Only enabled methods are offered on the deposit screen."
      >
        <div className="flex flex-col divide-y divide-slate-100">
          {paymentMethods.map((method, index) => {
            const label = paymentMethodLabels[method];
            const fieldErrors = errors.paymentMethods?.[index];
            return (
              <fieldset
                key={method}
                className="grid gap-4 py-4 first:pt-0 last:pb-0 lg:grid-cols-[15rem_1fr_1fr]"
              >
                <legend className="sr-only">{label}</legend>
                <div className="flex flex-wrap items-center justify-between gap-3 lg:flex-col lg:flex-nowrap lg:items-start lg:justify-center">
                  <p
                    aria-hidden="true"
                    className="flex items-center gap-2 text-sm font-semibold text-slate-900"
                  >
                    {label}
                    <MethodState control={control} index={index} />
                  </p>
                  <Switch
                    label={`Members can use ${label}`}
                    visibleLabel={`Members can use ${label}`}
                    {...register(`paymentMethods.${index}.enabled`)}
                  />
                </div>
                {accountFields.map((field) => (
                  <TextField
                    key={field.name}
                    label={field.label}
                    aria-label={`${label} ${field.label.toLowerCase()}`}
                    autoComplete="off"
                    maxLength={field.maxLength}
                    error={fieldErrors?.[field.name]?.message}
                    {...register(`paymentMethods.${index}.${field.name}`)}
                  />
                ))}
              </fieldset>
            );
          })}
        </div>
      </SettingsSection>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={!isDirty}
          busy={updateSettings.isPending}
          busyText="Saving..."
          icon={<Save className="size-4" aria-hidden="true" />}
        >
          Save settings
        </Button>
        {isDirty ? (
          <Button
            variant="ghost"
            onClick={() => reset(toFormValues(settings))}
            disabled={updateSettings.isPending}
          >
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
