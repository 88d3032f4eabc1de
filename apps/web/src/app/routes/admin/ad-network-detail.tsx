import { useParams } from 'react-router';
import { AdNetworkDetail } from '@/features/admin-ad-networks/components/ad-network-detail';

/** /admin/ad-networks/{id}: one network's settings, figures and postbacks. */
export default function AdminAdNetworkDetailPage() {
  const { id = '' } = useParams();
  return <AdNetworkDetail key={id} id={id} />;
}
