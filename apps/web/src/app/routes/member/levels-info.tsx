import { LevelsInfo } from '@/features/levels/components/levels-info';
import { PageHeader } from './page-header';

export default function LevelsInfoPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Levels"
        description="What each level costs and pays. Prices in USD with the PKR figure."
      />
      <LevelsInfo />
    </div>
  );
}
