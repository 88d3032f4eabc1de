import { RedeemCodesManager } from '@/features/admin-redeem-codes/components/redeem-codes-manager';

export default function AdminRedeemCodesPage() {
  return <RedeemCodesManager />;
}
