import { TasksScreen } from '@/features/tasks/components/tasks-screen';
import { defineMessages, useT } from '@/i18n/i18n';
import tasksEn from '@/locales/en/tasks';
import titlesEn from '@/locales/en/titles';

const m = defineMessages('tasks', tasksEn);
const titles = defineMessages('titles', titlesEn);

export default function TasksPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(titles.tasksAndMissions)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.intro)}</p>
      </header>
      <TasksScreen />
    </div>
  );
}
