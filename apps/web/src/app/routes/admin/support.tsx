import type { ChatMessage } from '@earnflow/contracts';
import clsx from 'clsx';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { IconButton } from '@/components/ui/icon-button';
import { ChatRoomView } from '@/features/chat/components/chat-room-view';
import { useDeleteChatMessage } from '@/features/chat/api/delete-chat-message';
import { MemberTicketsBar } from '@/features/admin-support/components/member-tickets-bar';
import {
  ConversationList,
  TicketList,
  type SelectedMember,
} from '@/features/admin-support/components/support-inbox';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showAlert } from '@/lib/dialogs';

type Tab = 'tickets' | 'conversations' | 'community';
const tabs: { id: Tab; label: string }[] = [
  { id: 'tickets', label: 'Tickets' },
  { id: 'conversations', label: 'Conversations' },
  { id: 'community', label: 'Community room' },
];

const panel = 'flex min-h-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm';

export default function AdminSupportPage() {
  const [tab, setTab] = useState<Tab>('tickets');
  const [ticketPage, setTicketPage] = useState(1);
  const [conversationPage, setConversationPage] = useState(1);
  const [selected, setSelected] = useState<SelectedMember | null>(null);
  const removeMessage = useDeleteChatMessage();

  async function remove(message: ChatMessage) {
    const confirmed = await confirmAction({
      title: 'Are you sure?',
      text: 'This message will be removed for everyone.',
      confirmButtonText: 'Yes, remove it!',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await removeMessage.mutateAsync(message.id);
      void showAlert('success', 'Removed!', 'The message is gone for everyone.');
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      void showAlert('error', 'Error', errorMessage(error, 'Failed to remove the message.'));
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Support</h2>
        <p className="mt-1 text-sm text-slate-500">
          Answer members in their private chat, close tickets once solved, and keep the community room tidy.
        </p>
      </div>
      <div
        role="tablist"
        aria-label="Support views"
        className="flex gap-1 self-start rounded-xl bg-slate-200/70 p-1"
      >
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            onClick={() => setTab(item.id)}
            className={clsx(
              'rounded-lg px-4 py-1.5 text-sm font-medium transition',
              tab === item.id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>

      {tab === 'community' ? (
        <ChatRoomView
          className={clsx(panel, 'h-[calc(100dvh-16rem)] min-h-[28rem]')}
          room={{ as: 'admin', room: 'public' }}
          viewer={{ kind: 'admin' }}
          target={{ isPublic: true }}
          emptyText="No messages in the community room yet."
          onDelete={(message) => void remove(message)}
        />
      ) : (
        // On a phone the list and the conversation take turns at the whole width.
        <div className="grid h-[calc(100dvh-16rem)] min-h-[28rem] grid-cols-1 gap-5 md:grid-cols-[18rem_minmax(0,1fr)] xl:grid-cols-[22rem_minmax(0,1fr)]">
          <div className={clsx(panel, selected !== null && 'max-md:hidden')}>
            {tab === 'tickets' ? (
              <TicketList
                page={ticketPage}
                onPageChange={setTicketPage}
                selected={selected}
                onSelect={setSelected}
              />
            ) : (
              <ConversationList
                page={conversationPage}
                onPageChange={setConversationPage}
                selected={selected}
                onSelect={setSelected}
              />
            )}
          </div>
          {selected === null ? (
            <div
              className={clsx(
                panel,
                'items-center justify-center gap-2 text-sm text-slate-500 max-md:hidden',
              )}
            >
              <MessagesSquare className="size-9 text-slate-300" aria-hidden="true" />
              Choose a ticket or a conversation to answer.
            </div>
          ) : (
            <ChatRoomView
              key={selected.userId}
              className={panel}
              room={{ as: 'admin', room: { userId: selected.userId } }}
              viewer={{ kind: 'admin' }}
              target={{ isPublic: false, recipientId: selected.userId }}
              timeBelow
              emptyText="No messages in this conversation yet."
              header={
                <>
                  <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
                    <IconButton
                      label={tab === 'tickets' ? 'Back to the tickets' : 'Back to the conversations'}
                      icon={<ArrowLeft className="size-4" aria-hidden="true" />}
                      onClick={() => setSelected(null)}
                      className="md:hidden"
                    />
                    <Avatar name={selected.name} size="sm" />
                    <div className="min-w-0">
                      <h3 className="truncate font-semibold text-slate-900">{selected.name}</h3>
                      <p className="truncate text-xs text-slate-500">{selected.email}</p>
                    </div>
                  </div>
                  <MemberTicketsBar userId={selected.userId} />
                </>
              }
            />
          )}
        </div>
      )}
    </div>
  );
}
