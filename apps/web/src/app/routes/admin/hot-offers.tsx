import { HotOffersManager } from '@/features/admin-hot-offers/components/hot-offers-manager';

export default function AdminHotOffersPage() {
  return <HotOffersManager />;
}
