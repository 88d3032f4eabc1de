import { BackLink } from '@/components/ui/back-link';

/** The back link, heading and one line of description every earning screen starts with. */
export function PageHeader({
  title,
  description,
  back = '/',
}: {
  title: string;
  description: string;
  back?: string;
}) {
  return (
    <>
      <BackLink to={back} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-500">{description}</p>
      </header>
    </>
  );
}
