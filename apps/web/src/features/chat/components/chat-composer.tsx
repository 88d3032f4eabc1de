import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, type SendChatMessageBody } from '@earnflow/contracts';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { defineMessages, useT } from '@/i18n/i18n';
import chatEn from '@/locales/en/chat';
import { useSendChatMessage } from '../api/send-chat-message';
import { useUploadChatMedia } from '../api/upload-chat-media';

const m = defineMessages('chat', chatEn);

interface ChatComposerProps {
  as: 'member' | 'admin';
  /** The fields of POST /chat other than text and media (isPublic, senderId, senderType, recipientId). */
  target: Omit<SendChatMessageBody, 'text' | 'mediaUrl' | 'mediaType'>;
  onSent: (message: ChatMessage) => void;
  placeholder?: string;
}

/** The message input with a file picker (image or video) and a send button. */
export function ChatComposer({ as, target, onSent, placeholder }: ChatComposerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<{ url: string; name: string; type: 'image' | 'video' } | null>(
    null,
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useUploadChatMedia();
  const send = useSendChatMessage();
  const uploading = upload.isPending;
  const busy = uploading || send.isPending;

  async function pickFile(file: File | undefined) {
    if (!file) return;
    try {
      const { url } = await upload.mutateAsync({ as, file });
      setAttachment({ url, name: file.name, type: file.type.startsWith('video/') ? 'video' : 'image' });
    } catch (error) {
      // Spec §8: chat upload errors are only logged, and sending stops.
      console.error('Could not upload the file.', error);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    // Spec §5: empty text without a file sends nothing.
    if ((trimmed === '' && attachment === null) || busy) return;
    try {
      const message = await send.mutateAsync({
        as,
        body: {
          ...target,
          text: trimmed,
          mediaUrl: attachment?.url ?? null,
          mediaType: attachment?.type ?? null,
        },
      });
      setText('');
      setAttachment(null);
      onSent(message);
    } catch (error) {
      console.error('Could not send the message.', error);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="border-t border-slate-200 bg-white p-2.5">
      {attachment ? (
        <div className="mb-2 flex items-center gap-2 rounded-xl bg-green-50 px-3 py-1.5 text-xs text-green-800">
          <span className="min-w-0 flex-1 truncate">
            {t(attachment.type === 'video' ? m.attachedVideo : m.attachedImage, { name: attachment.name })}
          </span>
          <button
            type="button"
            onClick={() => setAttachment(null)}
            aria-label={t(m.removeAttachment)}
            className="rounded-full p-1 hover:bg-green-100"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*,video/*"
          className="sr-only"
          id={`${inputId}-file`}
          aria-label={t(m.attach)}
          disabled={busy}
          onChange={(event) => void pickFile(event.target.files?.[0])}
        />
        <label
          htmlFor={`${inputId}-file`}
          title={t(m.attach)}
          aria-hidden="true"
          className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 has-[:disabled]:cursor-not-allowed"
        >
          {uploading ? (
            <Spinner label={t(m.uploading)} className="size-5" />
          ) : (
            <ImagePlus className="size-5" />
          )}
        </label>
        <label htmlFor={inputId} className="sr-only">
          {t(m.message)}
        </label>
        <textarea
          id={inputId}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={placeholder ?? t(m.typeMessage)}
          dir="auto"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 bg-slate-50 px-4 py-2.5 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:border-green-600 focus:bg-white focus:ring-2 focus:ring-green-600/20"
        />
        <button
          type="submit"
          disabled={busy}
          aria-label={t(m.send)}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-green-600 text-white shadow-sm transition hover:bg-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
