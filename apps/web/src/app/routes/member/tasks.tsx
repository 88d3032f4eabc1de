import { TasksScreen } from '@/features/tasks/components/tasks-screen';

export default function TasksPage() {
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Tasks and Missions</h1>
        <p className="mt-1 text-sm text-slate-500">
          Complete a task, send a screenshot, and earn once it is approved.
        </p>
      </header>
      <TasksScreen />
    </div>
  );
}
