import { ReviewQueue } from '@/features/admin-tasks/components/review-queue';
import { TasksManager } from '@/features/admin-tasks/components/tasks-manager';

export default function AdminTasksPage() {
  return (
    <div className="flex flex-col gap-10">
      <ReviewQueue />
      <TasksManager />
    </div>
  );
}
