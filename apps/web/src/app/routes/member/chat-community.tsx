import { ArrowLeft, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ChatRoomView } from '@/features/chat/components/chat-room-view';
import { useMe } from '@/features/profile/api/get-me';
import { defineMessages, useT } from '@/i18n/i18n';
import chatEn from '@/locales/en/chat';
import uiEn from '@/locales/en/ui';

const m = defineMessages('chat', chatEn);
const ui = defineMessages('ui', uiEn);

/** The chat fills the screen between the top bar and the tab bar. */
const roomHeight = 'h-[calc(100dvh-12rem)] md:h-[calc(100dvh-7.5rem)]';

export default function CommunityChatPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <div className={`flex flex-col gap-3 ${roomHeight}`}>
      <header className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label={t(ui.back)}
          className="flex size-10 items-center justify-center rounded-full text-slate-700 transition hover:bg-white focus-visible:outline-2 focus-visible:outline-green-600"
        >
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <span className="flex size-10 items-center justify-center rounded-full bg-green-600 text-white">
          <Users className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-lg leading-tight font-bold text-slate-900">{t(m.communityChat)}</h1>
          <p className="text-xs text-slate-500">{t(m.beKind)}</p>
        </div>
      </header>
      <ChatRoomView
        className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
        room={{ as: 'member', room: 'public' }}
        viewer={{ kind: 'member', id: user.id }}
        target={{ isPublic: true, senderId: user.id, senderType: 'USER' }}
        emptyText={t(m.communityEmpty)}
      />
    </div>
  );
}
