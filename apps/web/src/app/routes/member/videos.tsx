import { VideosScreen } from '@/features/rewards/components/videos-screen';
import { defineMessages, useT } from '@/i18n/i18n';
import rewardsEn from '@/locales/en/rewards';
import titlesEn from '@/locales/en/titles';
import { PageHeader } from './page-header';

const m = defineMessages('rewards', rewardsEn);
const titles = defineMessages('titles', titlesEn);

export default function VideosPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t(titles.videos)} description={t(m.videosIntro)} />
      <VideosScreen />
    </div>
  );
}
