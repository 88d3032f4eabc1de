import { useMe } from '@/features/profile/api/get-me';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { WithdrawalForm } from '@/features/withdrawals/components/withdrawal-form';
import { Card } from '@/components/ui/card';

export default function WithdrawalPage() {
  const wallet = useWallet();
  const me = useMe();
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Withdraw</h1>
        <p className="mt-1 text-sm text-slate-500">
          The amount is held from your balance right away and paid out once approved.
        </p>
      </header>
      <Card>
        <WithdrawalForm
          balance={wallet.data?.currentBalance}
          twoFactorEnabled={me.data?.twoFactorEnabled ?? false}
        />
      </Card>
    </div>
  );
}
