import { Headset } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { ChatRoomView } from '@/features/chat/components/chat-room-view';
import { useMe } from '@/features/profile/api/get-me';
import { defineMessages, useT } from '@/i18n/i18n';
import chatEn from '@/locales/en/chat';

const m = defineMessages('chat', chatEn);

const roomHeight = 'h-[calc(100dvh-12rem)] md:h-[calc(100dvh-7.5rem)]';

export default function AdminChatPage() {
  const t = useT();
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <div className={`flex flex-col gap-2 ${roomHeight}`}>
      <BackLink to="/support" />
      <ChatRoomView
        className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
        room={{ as: 'member', room: { userId: user.id } }}
        viewer={{ kind: 'member', id: user.id }}
        target={{ isPublic: false, senderId: user.id, senderType: 'USER' }}
        timeBelow
        emptyText={t(m.adminEmpty)}
        header={
          <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
            <span className="relative flex size-10 items-center justify-center rounded-full bg-slate-800 text-white">
              <Headset className="size-5" aria-hidden="true" />
              <span className="absolute end-0 bottom-0 size-3 rounded-full bg-green-500 ring-2 ring-white" />
            </span>
            <div>
              <h1 className="leading-tight font-bold text-slate-900">{t(m.adminSupport)}</h1>
              <p className="text-xs font-medium text-green-700">{t(m.online)}</p>
            </div>
          </div>
        }
      />
    </div>
  );
}
