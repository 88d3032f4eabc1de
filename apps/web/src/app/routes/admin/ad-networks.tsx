import { AdNetworksManager } from '@/features/admin-ad-networks/components/ad-networks-manager';

export default function AdminAdNetworksPage() {
  return <AdNetworksManager />;
}
