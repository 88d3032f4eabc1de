import { ChevronRight, Headset, MessagesSquare, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { SupportForm } from '@/features/support/components/support-form';
import { defineMessages, useT } from '@/i18n/i18n';
import supportEn from '@/locales/en/support';

const m = defineMessages('support', supportEn);

const chatLinkClasses =
  'flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-green-300 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-600';

export default function SupportPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <header className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-green-100 text-green-700">
          <Headset className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(m.heading)}</h1>
          <p className="text-sm text-slate-500">{t(m.answerTime)}</p>
        </div>
      </header>

      <Link to="/chat/admin" className={chatLinkClasses}>
        <span className="flex size-10 items-center justify-center rounded-xl bg-green-600 text-white">
          <MessagesSquare className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{t(m.chatWithAdmin)}</span>
          <span className="block text-sm text-slate-500">{t(m.chatWithAdminText)}</span>
        </span>
        <ChevronRight className="size-5 text-slate-400 rtl:-scale-x-100" aria-hidden="true" />
      </Link>

      <Card>
        <CardHeader title={t(m.sendUsMessage)} description={t(m.sendUsMessageText)} />
        <SupportForm />
      </Card>

      <Link to="/chat/community" className={chatLinkClasses}>
        <span className="flex size-10 items-center justify-center rounded-xl bg-slate-800 text-white">
          <Users className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{t(m.communityChat)}</span>
          <span className="block text-sm text-slate-500">{t(m.communityChatText)}</span>
        </span>
        <ChevronRight className="size-5 text-slate-400 rtl:-scale-x-100" aria-hidden="true" />
      </Link>
    </div>
  );
}
