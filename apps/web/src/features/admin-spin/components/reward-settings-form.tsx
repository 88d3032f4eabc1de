import { updateRewardSettingsBodySchema, type RewardSettings } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import { wholeNumberInputSchema } from '@/lib/number-input';
import { useRewardSettings, useUpdateRewardSettings } from '../api/spin-segments';

const { shape } = updateRewardSettingsBodySchema;

const formSchema = z.object({
  spinsPerDay: wholeNumberInputSchema(shape.spinsPerDay.unwrap(), {
    empty: 'Enter the free spins per day.',
    format: 'Enter a whole number such as 1.',
  }),
  referralPercent: z
    .string()
    .trim()
    .min(1, { error: 'Enter the referral commission.', abort: true })
    .regex(/^\d+(?:\.\d{1,2})?$/, { error: 'Enter a percentage such as 10 or 7.5.' })
    .transform(Number)
    .pipe(shape.referralPercent.unwrap()),
});

const toValues = (settings: RewardSettings) => ({
  spinsPerDay: String(settings.spinsPerDay),
  referralPercent: String(settings.referralPercent),
});

/** Free spins per member per Karachi day and the referral commission (design §8 settings). */
export function RewardSettingsForm() {
  const settings = useRewardSettings();
  const update = useUpdateRewardSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: { spinsPerDay: '', referralPercent: '' } });

  useEffect(() => {
    if (settings.data && !isDirty) reset(toValues(settings.data));
  }, [settings.data, isDirty, reset]);

  const onSubmit = handleSubmit((body) => {
    update.mutate(body, {
      onSuccess: (saved) => {
        reset(toValues(saved));
        void showToast('success', 'Reward rules saved');
      },
      onError: (error) => {
        if (handledByAdminFrame(error)) return;
        void showToast('error', errorMessage(error, 'Failed to save the reward rules.'));
      },
    });
  });

  return (
    <Card aria-labelledby="reward-rules-heading">
      <h2 id="reward-rules-heading" className="text-base font-semibold text-slate-900">
        Reward rules
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-500">
        Free spins each member gets per day (Pakistan time), and the share of a referred member&apos;s deposit
        their referrer earns.
      </p>
      {settings.data ? (
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="flex flex-wrap items-start gap-4"
        >
          <TextField
            label="Free spins per day"
            inputMode="numeric"
            autoComplete="off"
            className="w-48"
            error={errors.spinsPerDay?.message}
            {...register('spinsPerDay')}
          />
          <TextField
            label="Referral commission (%)"
            inputMode="decimal"
            autoComplete="off"
            className="w-56"
            error={errors.referralPercent?.message}
            {...register('referralPercent')}
          />
          <Button
            type="submit"
            className="mt-7"
            busy={update.isPending}
            busyText="Saving..."
            icon={<Save className="size-4" aria-hidden="true" />}
          >
            Save
          </Button>
        </form>
      ) : settings.error ? (
        <LoadError
          what="the reward rules"
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <div className="flex justify-center py-6">
          <Spinner className="size-6" label="Loading reward rules" />
        </div>
      )}
    </Card>
  );
}
