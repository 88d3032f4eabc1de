import { Gift } from 'lucide-react';
import { useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import { useSubmissionKeys } from '@/lib/idempotency';
import { formatUsd } from '@/lib/money';
import { useRedeemCode } from '../api/bonuses';

export function RedeemForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  const redeem = useRedeemCode();
  const keys = useSubmissionKeys();

  async function handleSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const body = { code: code.trim().toUpperCase() };
    if (!body.code) {
      setError('Enter a code.');
      // The field names its error (aria-describedby): focus there so the reason is read out.
      codeInput.current?.focus();
      return;
    }
    setError(undefined);
    try {
      const result = await redeem.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.settle();
      setCode('');
      void showAlert(
        'success',
        'Code redeemed!',
        `${formatUsd(result.amount)} has been added to your balance.`,
      );
    } catch (failure) {
      keys.settle(failure);
      void showAlert('error', 'Could not redeem', errorMessage(failure, 'Something went wrong.'));
    }
  }

  return (
    <Card>
      <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" noValidate>
        <TextField
          ref={codeInput}
          label="Redeem code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          placeholder="WELCOME5"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          error={error}
          inputClassName="font-mono tracking-widest uppercase"
          disabled={redeem.isPending}
        />
        <Button
          type="submit"
          fullWidth
          busy={redeem.isPending}
          busyText="Redeeming..."
          icon={<Gift className="size-4" aria-hidden="true" />}
        >
          Redeem
        </Button>
      </form>
    </Card>
  );
}
