import { updateAviatorSettingsBodySchema } from '@earnflow/contracts';
import { Save } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import { amountFormatMessage, parseTypedDecimal } from '@/lib/money';
import { useAviatorSettings, useUpdateAviatorSettings } from '../api/aviator-settings';

/** The house's exposure per round: the largest bet a member may place and the most a round pays. */
export function AviatorLimitsForm() {
  const settings = useAviatorSettings();
  const update = useUpdateAviatorSettings();
  const [edits, setEdits] = useState<{ maxBet?: string; maxWin?: string }>({});
  const [errors, setErrors] = useState<{ maxBet?: string; maxWin?: string }>({});
  const data = settings.data;

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (data === undefined) return;
    const maxBet = parseTypedDecimal(edits.maxBet ?? String(data.maxBet));
    const maxWin = parseTypedDecimal(edits.maxWin ?? String(data.maxWin));
    const parsed = updateAviatorSettingsBodySchema.safeParse({
      maxBet: maxBet ?? Number.NaN,
      maxWin: maxWin ?? Number.NaN,
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'maxBet' || field === 'maxWin') found[field] ??= issue.message;
      }
      if (maxBet === null) found.maxBet = amountFormatMessage;
      if (maxWin === null) found.maxWin = amountFormatMessage;
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        setEdits({});
        void showToast('success', 'Aviator limits saved');
      },
      onError: (failure) => {
        if (handledByAdminFrame(failure)) return;
        void showToast('error', errorMessage(failure, 'Could not save the limits.'));
      },
    });
  }

  return (
    <Card aria-labelledby="limits-heading">
      <CardHeader
        titleId="limits-heading"
        title="Limits per round"
        description="New rounds use these; a round in play keeps the limits it started with."
      />
      {data === undefined && settings.error ? (
        <LoadError what="the limits" onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : data === undefined ? (
        <div role="status" aria-label="Loading limits" className="flex gap-4">
          <Skeleton className="h-16 flex-1" />
          <Skeleton className="h-16 flex-1" />
        </div>
      ) : (
        <form className="flex flex-wrap items-start gap-4" onSubmit={onSubmit} noValidate>
          <TextField
            className="w-56"
            label="Maximum bet (USD)"
            name="maxBet"
            inputMode="decimal"
            value={edits.maxBet ?? String(data.maxBet)}
            error={errors.maxBet}
            onChange={(event) => {
              setEdits({ ...edits, maxBet: event.target.value });
            }}
          />
          <TextField
            className="w-56"
            label="Maximum win per round (USD)"
            name="maxWin"
            inputMode="decimal"
            value={edits.maxWin ?? String(data.maxWin)}
            error={errors.maxWin}
            onChange={(event) => {
              setEdits({ ...edits, maxWin: event.target.value });
            }}
          />
          <Button
            type="submit"
            className="mt-6"
            busy={update.isPending}
            busyText="Saving..."
            icon={<Save className="size-4" aria-hidden="true" />}
          >
            Save limits
          </Button>
        </form>
      )}
    </Card>
  );
}
