import { VideosScreen } from '@/features/rewards/components/videos-screen';
import { PageHeader } from './page-header';

export default function VideosPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Videos"
        description="Watch a video to the end and earn its bonus, once per video each day."
      />
      <VideosScreen />
    </div>
  );
}
