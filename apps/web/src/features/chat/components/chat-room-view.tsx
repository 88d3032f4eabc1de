import type { ChatMessage, SendChatMessageBody } from '@earnflow/contracts';
import { ArrowDown, MessagesSquare } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { defineMessages, useT } from '@/i18n/i18n';
import chatEn from '@/locales/en/chat';
import { useChatRoom, type ChatRoomRef } from '../api/chat-room';
import { ChatComposer } from './chat-composer';
import { ChatMessageBubble } from './chat-message-bubble';

const m = defineMessages('chat', chatEn);

interface ChatRoomViewProps {
  room: ChatRoomRef;
  /** Whose messages are 'You': a member's id, or 'ADMIN' for every admin message. */
  viewer: { kind: 'member'; id: string } | { kind: 'admin' };
  target: Omit<SendChatMessageBody, 'text' | 'mediaUrl' | 'mediaType'>;
  timeBelow?: boolean;
  emptyText: string;
  onDelete?: (message: ChatMessage) => void;
  header?: ReactNode;
  className?: string;
}

/** How close to the bottom still counts as "reading the latest" (auto-scroll follows new messages). */
const NEAR_BOTTOM_PX = 120;

/** A chat room: the message list (earlier pages on scrolling up, following new ones) and the composer. */
export function ChatRoomView({
  room,
  viewer,
  target,
  timeBelow = false,
  emptyText,
  onDelete,
  header,
  className,
}: ChatRoomViewProps) {
  const t = useT();
  const chat = useChatRoom(room);
  const messages = chat.data?.messages;
  const list = useRef<HTMLDivElement>(null);
  const followBottom = useRef(true);
  // Set when new messages arrive while the reader is scrolled up: a button takes them down to them.
  const [unseen, setUnseen] = useState(false);
  const previous = useRef<{ first: string | undefined; last: string | undefined; height: number }>({
    first: undefined,
    last: undefined,
    height: 0,
  });

  const isMine = (message: ChatMessage) =>
    viewer.kind === 'member'
      ? message.senderType === 'USER' && message.senderId === viewer.id
      : message.senderType === 'ADMIN';

  // New messages at the bottom: follow them unless the reader scrolled up. Earlier ones at the top:
  // keep what the reader sees where it is.
  useLayoutEffect(() => {
    const box = list.current;
    if (!box || !messages) return;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const before = previous.current;
    if (before.first !== undefined && first !== before.first && last === before.last) {
      box.scrollTop += box.scrollHeight - before.height;
    } else if (followBottom.current || before.last === undefined) {
      box.scrollTop = box.scrollHeight;
    } else if (last !== before.last) {
      setUnseen(true);
    }
    previous.current = { first, last, height: box.scrollHeight };
  }, [messages]);

  function onScroll() {
    const box = list.current;
    if (!box) return;
    followBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
    if (followBottom.current) setUnseen(false);
    if (box.scrollTop < 40 && chat.data?.hasEarlier) void chat.loadEarlier();
  }

  return (
    <div
      className={
        className ??
        'flex min-h-0 flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm'
      }
    >
      {header}
      <div
        ref={list}
        onScroll={onScroll}
        role="log"
        aria-label={t(m.messages)}
        aria-live="polite"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 focus-visible:outline-2 focus-visible:outline-green-600"
      >
        {chat.loadingEarlier ? (
          <div className="flex justify-center pb-3">
            <Spinner label={t(m.loadingEarlier)} className="size-5" />
          </div>
        ) : null}
        {messages === undefined ? (
          <div className="flex h-full items-center justify-center">
            {chat.isPending ? <Spinner label={t(m.loadingMessages)} /> : null}
          </div>
        ) : messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-sm text-slate-500">
            <MessagesSquare className="size-9 text-slate-300" aria-hidden="true" />
            <p>{emptyText}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3.5">
            {messages.map((message) => (
              <ChatMessageBubble
                key={message.id}
                message={message}
                mine={isMine(message)}
                timeBelow={timeBelow}
                onDelete={onDelete}
              />
            ))}
          </ul>
        )}
      </div>
      {unseen ? (
        <div className="relative">
          <button
            type="button"
            onClick={() => {
              const box = list.current;
              if (box) box.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
              setUnseen(false);
            }}
            className="absolute bottom-3 left-1/2 z-10 flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-green-700 px-3.5 py-1.5 text-xs font-semibold text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
          >
            <ArrowDown className="size-3.5" aria-hidden="true" />
            {t(m.newMessages)}
          </button>
        </div>
      ) : null}
      <ChatComposer
        as={room.as}
        target={target}
        onSent={(message) => {
          followBottom.current = true;
          chat.addSent(message);
        }}
      />
    </div>
  );
}
