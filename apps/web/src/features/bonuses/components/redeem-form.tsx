import { Gift } from 'lucide-react';
import { useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, useT } from '@/i18n/i18n';
import bonusesEn from '@/locales/en/bonuses';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import { useSubmissionKeys } from '@/lib/idempotency';
import { formatUsd } from '@/lib/money';
import { useRedeemCode } from '../api/bonuses';

const m = defineMessages('bonuses', bonusesEn);

export function RedeemForm() {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  const redeem = useRedeemCode();
  const keys = useSubmissionKeys();

  async function handleSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const body = { code: code.trim().toUpperCase() };
    if (!body.code) {
      setError(t(m.enterCode));
      // The field names its error (aria-describedby): focus there so the reason is read out.
      codeInput.current?.focus();
      return;
    }
    setError(undefined);
    try {
      const result = await redeem.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.settle();
      setCode('');
      void showAlert('success', t(m.redeemedTitle), t(m.redeemedText, { amount: formatUsd(result.amount) }));
    } catch (failure) {
      keys.settle(failure);
      void showAlert('error', t(m.couldNotRedeem), errorMessage(failure, t(m.somethingWentWrong)));
    }
  }

  return (
    <Card>
      <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" noValidate>
        <TextField
          ref={codeInput}
          label={t(m.codeLabel)}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          placeholder="WELCOME5"
          autoComplete="off"
          autoCapitalize="characters"
          dir="ltr"
          maxLength={32}
          error={error}
          inputClassName="font-mono tracking-widest uppercase"
          disabled={redeem.isPending}
        />
        <Button
          type="submit"
          fullWidth
          busy={redeem.isPending}
          busyText={t(m.redeeming)}
          icon={<Gift className="size-4" aria-hidden="true" />}
        >
          {t(m.redeem)}
        </Button>
      </form>
    </Card>
  );
}
