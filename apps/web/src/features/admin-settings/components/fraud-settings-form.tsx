import { fraudSettingsSchema, type FraudSettings } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage, isApiError } from '@/lib/api-client';
import { confirmAction, showToast } from '@/lib/dialogs';
import { wholeNumberInputSchema } from '@/lib/number-input';
import { useFraudSettings } from '../api/get-fraud-settings';
import { useUpdateFraudSettings } from '../api/update-fraud-settings';

type Setting = keyof FraudSettings;
const { shape } = fraudSettingsSchema;

/** A typed whole number checked by the contract's own rule (its range and messages). */
const whole = (name: Setting, what: string, example: number) =>
  wholeNumberInputSchema(shape[name], {
    empty: `Enter the ${what}.`,
    format: `Enter a whole number such as ${String(example)}.`,
  });

export const fraudSettingsFormSchema = z.object({
  reviewThreshold: whole('reviewThreshold', 'review threshold', 50),
  newAccountDays: whole('newAccountDays', 'days an account counts as new', 7),
  recentChangeHours: whole('recentChangeHours', 'hours a change counts as recent', 24),
  earningsFactorPercent: whole('earningsFactorPercent', 'earnings factor', 150),
  exactMinimumViews: whole('exactMinimumViews', 'number of exact-minimum views', 10),
  cheatAttempts: whole('cheatAttempts', 'number of refused attempts', 5),
  networkWindowMinutes: whole('networkWindowMinutes', 'network window', 30),
  networkLinkSightings: whole('networkLinkSightings', 'number of sightings', 3),
  sharedNetworkMembers: whole('sharedNetworkMembers', 'shared network size', 4),
  signalRetentionDays: whole('signalRetentionDays', 'days signals are kept', 90),
});
type FormValues = z.input<typeof fraudSettingsFormSchema>;

interface FieldSpec {
  name: Setting;
  label: string;
  hint: string;
}

/** The settings in the order the screen groups them, each with what it does in one line. */
const groups: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Holding withdrawals',
    fields: [
      {
        name: 'reviewThreshold',
        label: 'Review threshold (score)',
        hint: 'A withdrawal scoring at least this (1–100) waits in the review queue.',
      },
    ],
  },
  {
    legend: 'What adds to a score',
    fields: [
      {
        name: 'newAccountDays',
        label: 'New account (days)',
        hint: 'A member who signed up fewer days ago than this. 0 turns it off.',
      },
      {
        name: 'recentChangeHours',
        label: 'Recent change (hours)',
        hint: 'A new device or a password change this recent before the withdrawal.',
      },
      {
        name: 'earningsFactorPercent',
        label: 'Earnings factor (%)',
        hint: "A day's earnings above this share of the level's daily maximum (150 = one and a half times).",
      },
      {
        name: 'exactMinimumViews',
        label: 'Exact-minimum views',
        hint: 'This many ad views in a row, each completed within a second of its minimum.',
      },
      {
        name: 'cheatAttempts',
        label: 'Refused attempts',
        hint: 'This many refused earning attempts in the last 7 days.',
      },
    ],
  },
  {
    legend: 'Linking on a shared network',
    fields: [
      {
        name: 'networkWindowMinutes',
        label: 'Network window (minutes)',
        hint: 'Two members on one network this close in time are seen together once.',
      },
      {
        name: 'networkLinkSightings',
        label: 'Sightings to link',
        hint: 'Seen together this many times, they are linked (a weak link).',
      },
      {
        name: 'sharedNetworkMembers',
        label: 'Shared network size',
        hint: 'More members than this on one network in the window (an office, a carrier) link nobody.',
      },
    ],
  },
  {
    legend: 'Keeping signals',
    fields: [
      {
        name: 'signalRetentionDays',
        label: 'Keep signals (days)',
        hint: 'Addresses and devices are deleted after this many days (7–730). Members see it in Settings.',
      },
    ],
  },
];

const labels = Object.fromEntries(
  groups.flatMap(({ fields }) => fields.map(({ name, label }) => [name, label])),
) as Record<Setting, string>;

const toValues = (settings: FraudSettings): FormValues =>
  Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, String(value)])) as FormValues;

/** "Review threshold (score): 50 → 1" for each setting the save changes. */
function changesOf(saved: FraudSettings, next: FraudSettings): string[] {
  return (Object.keys(labels) as Setting[])
    .filter((name) => saved[name] !== next[name])
    .map((name) => `${labels[name]}: ${String(saved[name])} → ${String(next[name])}`);
}

/** The setting a refused save names as at fault (the server's `field`), when the form has it. */
function fieldAtFault(error: unknown): Setting | null {
  if (!isApiError(error, 400) || error.field === undefined) return null;
  return error.field in labels ? (error.field as Setting) : null;
}

function FraudSettingsFields({ settings }: { settings: FraudSettings }) {
  const update = useUpdateFraudSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(fraudSettingsFormSchema), defaultValues: toValues(settings) });

  // A newer copy from the server replaces the values, unless the admin is in the middle of editing.
  useEffect(() => {
    if (!isDirty) reset(toValues(settings));
  }, [settings, isDirty, reset]);

  const onSubmit = handleSubmit(async (body) => {
    const changes = changesOf(settings, body);
    if (changes.length > 0) {
      const confirmed = await confirmAction({
        title: 'Save these changes?',
        text: `${changes.join('; ')}. Withdrawals requested from now on are scored with them.`,
        confirmButtonText: 'Yes, save them',
      });
      if (!confirmed) return;
    }
    update.mutate(body, {
      onSuccess: (saved) => {
        reset(toValues(saved));
        void showToast('success', 'Fraud defence saved');
      },
      onError: (error) => {
        if (handledByAdminFrame(error)) return;
        const message = errorMessage(error, 'Failed to save the fraud defence settings.');
        const field = fieldAtFault(error);
        if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
        void showToast('error', message);
      },
    });
  });

  const unplaced =
    update.error && fieldAtFault(update.error) === null
      ? errorMessage(update.error, 'Failed to save the fraud defence settings.')
      : null;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Fraud defence settings"
      className="flex flex-col gap-6"
    >
      <FormAlert message={unplaced} />
      {groups.map((group) => (
        <fieldset key={group.legend} className="flex flex-col gap-4">
          <legend className="mb-3 text-sm font-semibold text-slate-900">{group.legend}</legend>
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {group.fields.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                inputMode="numeric"
                autoComplete="off"
                hint={field.hint}
                error={errors[field.name]?.message}
                {...register(field.name)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={!isDirty}
          busy={update.isPending}
          busyText="Saving..."
          icon={<Save className="size-4" aria-hidden="true" />}
        >
          Save fraud defence
        </Button>
        {isDirty ? (
          <Button variant="ghost" onClick={() => reset(toValues(settings))} disabled={update.isPending}>
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Every timing and threshold of fraud defence (decisions 0183, 0184), on one card. */
export function FraudSettingsForm() {
  const settings = useFraudSettings();
  return (
    <section
      aria-labelledby="fraud-settings-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <header className="mb-5 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-green-50 text-green-600">
          <ShieldAlert className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 id="fraud-settings-heading" className="text-base font-semibold text-slate-900">
            Fraud defence
          </h3>
          <p className="mt-0.5 text-sm text-slate-500">
            When a withdrawal waits for review, what adds to its risk score, when members on one network are
            linked, and how long addresses and devices are kept.
          </p>
        </div>
      </header>
      {settings.data ? (
        <FraudSettingsFields settings={settings.data} />
      ) : settings.error ? (
        <LoadError
          what="the fraud defence settings"
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <div className="flex justify-center py-6">
          <Spinner className="size-6" label="Loading fraud defence settings" />
        </div>
      )}
    </section>
  );
}
