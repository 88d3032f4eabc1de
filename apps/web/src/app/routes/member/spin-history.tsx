import { SpinHistoryScreen } from '@/features/spin/components/spin-history-screen';

export default function SpinHistoryPage() {
  return <SpinHistoryScreen />;
}
