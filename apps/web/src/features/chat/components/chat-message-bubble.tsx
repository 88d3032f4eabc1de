import type { ChatMessage } from '@earnflow/contracts';
import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { formatDateTime } from '@/lib/date';

interface ChatMessageBubbleProps {
  message: ChatMessage;
  /** The viewer's own message: on the right, named 'You'. */
  mine: boolean;
  /** Private chat: the time goes under the bubble instead of beside the name. */
  timeBelow: boolean;
  onDelete?: ((message: ChatMessage) => void) | undefined;
}

/** Spec: "All others are displayed as 'Admin'": a member's message carries their name, any other 'Admin'. */
function senderLabel(message: ChatMessage, mine: boolean): string {
  if (mine) return 'You';
  return message.senderType === 'USER' ? message.senderName : 'Admin';
}

/** One message: avatar, sender, time, text (always as text, never HTML) and its image or video. */
export function ChatMessageBubble({ message, mine, timeBelow, onDelete }: ChatMessageBubbleProps) {
  const name = senderLabel(message, mine);
  const time = <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>;
  return (
    <li className={clsx('flex items-end gap-2', mine && 'flex-row-reverse')}>
      <Avatar
        name={name === 'You' ? message.senderName : name}
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
              ? 'rounded-br-md bg-green-600 text-white'
              : message.senderType === 'ADMIN'
                ? 'rounded-bl-md border border-slate-200 bg-slate-800 text-white'
                : 'rounded-bl-md border border-slate-200 bg-white text-slate-800',
          )}
        >
          {message.mediaUrl !== null && message.mediaType === 'image' ? (
            <a href={message.mediaUrl} target="_blank" rel="noreferrer" className="mb-1 block">
              <img
                src={message.mediaUrl}
                alt={`Image from ${name}`}
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
              aria-label={`Video from ${name}`}
            />
          ) : null}
          {message.text === '' ? null : (
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.text}</p>
          )}
          {onDelete ? (
            <button
              type="button"
              onClick={() => onDelete(message)}
              aria-label={`Remove message from ${name}`}
              title="Remove message"
              className="absolute -top-2 -right-2 hidden size-7 items-center justify-center rounded-full border border-slate-200 bg-white text-red-600 shadow group-focus-within:flex group-hover:flex focus-visible:flex"
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
