import type { ChatMessage } from '@earnflow/contracts';
import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { defineMessages, useT, type Translate } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date';
import chatEn from '@/locales/en/chat';

const m = defineMessages('chat', chatEn);

interface ChatMessageBubbleProps {
  message: ChatMessage;
  /** The viewer's own message: at the end side (the right, in English), named 'You'. */
  mine: boolean;
  /** Private chat: the time goes under the bubble instead of beside the name. */
  timeBelow: boolean;
  onDelete?: ((message: ChatMessage) => void) | undefined;
}

/** Spec: "All others are displayed as 'Admin'": a member's message carries their name, any other 'Admin'. */
function senderLabel(message: ChatMessage, mine: boolean, t: Translate): string {
  if (mine) return t(m.you);
  return message.senderType === 'USER' ? message.senderName : t(m.admin);
}

/** One message: avatar, sender, time, text (always as text, never HTML) and its image or video. */
export function ChatMessageBubble({ message, mine, timeBelow, onDelete }: ChatMessageBubbleProps) {
  const t = useT();
  const name = senderLabel(message, mine, t);
  const time = <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>;
  return (
    <li className={clsx('flex items-end gap-2', mine && 'flex-row-reverse')}>
      <Avatar
        name={mine ? message.senderName : name}
        imageUrl={message.senderType === 'USER' ? message.senderAvatar : null}
        size="sm"
        className={clsx('shrink-0', message.senderType === 'ADMIN' && 'bg-slate-800 text-white')}
      />
      <div className={clsx('flex max-w-[78%] min-w-0 flex-col', mine ? 'items-end' : 'items-start')}>
        <div
          className={clsx('flex max-w-full items-baseline gap-2 px-1 text-xs', mine && 'flex-row-reverse')}
        >
          {/* A long name gives way to the time: cut to one line, whole in its tooltip. */}
          <span className="min-w-0 truncate font-semibold text-slate-700" title={name}>
            {name}
          </span>
          {timeBelow ? null : <span className="shrink-0 whitespace-nowrap text-slate-500">{time}</span>}
        </div>
        <div
          className={clsx(
            'group relative mt-0.5 max-w-full rounded-2xl px-3.5 py-2 text-sm shadow-sm',
            mine
              ? 'rounded-ee-md bg-green-600 text-white'
              : message.senderType === 'ADMIN'
                ? 'rounded-es-md border border-slate-200 bg-slate-800 text-white'
                : 'rounded-es-md border border-slate-200 bg-white text-slate-800',
          )}
        >
          {message.mediaUrl !== null && message.mediaType === 'image' ? (
            <a href={message.mediaUrl} target="_blank" rel="noreferrer" className="mb-1 block">
              <img
                src={message.mediaUrl}
                alt={t(m.imageFrom, { name })}
                className="max-h-60 min-h-16 max-w-full min-w-16 rounded-xl bg-black/5 object-contain"
              />
            </a>
          ) : null}
          {message.mediaUrl !== null && message.mediaType === 'video' ? (
            <video
              src={message.mediaUrl}
              controls
              preload="metadata"
              className="mb-1 max-h-60 max-w-full rounded-xl"
              aria-label={t(m.videoFrom, { name })}
            />
          ) : null}
          {message.text === '' ? null : (
            // dir="auto": a message in English reads left to right among Urdu ones, and the other way round.
            <p dir="auto" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
              {message.text}
            </p>
          )}
          {onDelete ? (
            <button
              type="button"
              onClick={() => onDelete(message)}
              aria-label={t(m.removeMessageFrom, { name })}
              title={t(m.removeMessage)}
              className="absolute -end-2 -top-2 hidden size-7 items-center justify-center rounded-full border border-slate-200 bg-white text-red-600 shadow group-focus-within:flex group-hover:flex focus-visible:flex"
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
            </button>
          ) : null}
        </div>
        {timeBelow ? <span className="mt-1 px-1 text-[11px] text-slate-500">{time}</span> : null}
      </div>
    </li>
  );
}
