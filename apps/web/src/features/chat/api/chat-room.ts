import { CHAT_PAGE_SIZE, CHAT_POLL_MS, chatMessageListSchema, type ChatMessage } from '@earnflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFallbackPoll, useLiveEvent } from '@/hooks/use-live';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

/** Whose token reads the room, and which room: the community room or one member's conversation. */
export interface ChatRoomRef {
  as: 'member' | 'admin';
  room: 'public' | { userId: string };
}

/** What the screen holds of a room: its messages oldest first and the largest seq seen. */
export interface ChatRoomState {
  messages: ChatMessage[];
  lastSeq: number;
  /** False once a page of earlier messages came back short. */
  hasEarlier: boolean;
}

/** The room as the event stream names it: 'public', or the member whose conversation it is. */
function roomName(ref: ChatRoomRef): string {
  return ref.room === 'public' ? 'public' : ref.room.userId;
}

export function chatRoomKey(ref: ChatRoomRef) {
  return [...queryKeys.chat, ref.as, roomName(ref)] as const;
}

function roomPath(ref: ChatRoomRef): string {
  return ref.room === 'public' ? '/chat/public' : `/chat/private/${encodeURIComponent(ref.room.userId)}`;
}

export function getChatMessages(
  ref: ChatRoomRef,
  query: { after?: number; before?: number; limit?: number },
  signal?: AbortSignal,
) {
  return apiFetch(withQuery(roomPath(ref), query), {
    auth: ref.as,
    schema: chatMessageListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Puts changes into the room: new messages in seq order, removed ones taken out. */
export function mergeMessages(state: ChatRoomState, changes: ChatMessage[]): ChatRoomState {
  if (changes.length === 0) return state;
  const byId = new Map(state.messages.map((message) => [message.id, message]));
  let lastSeq = state.lastSeq;
  for (const change of changes) {
    lastSeq = Math.max(lastSeq, change.seq);
    if (change.deleted) byId.delete(change.id);
    else byId.set(change.id, change);
  }
  return { ...state, lastSeq, messages: [...byId.values()].sort((a, b) => a.seq - b.seq) };
}

/** Takes a removed message out of the room (the stream's `chat.removed`). */
export function removeMessage(
  state: ChatRoomState,
  removal: { messageId: string; seq: number },
): ChatRoomState {
  return {
    ...state,
    lastSeq: Math.max(state.lastSeq, removal.seq),
    messages: state.messages.filter((message) => message.id !== removal.messageId),
  };
}

/** Pages of changes one refetch reads at most, after a long gap (each page is CHAT_PAGE_SIZE). */
const CATCH_UP_PAGES = 10;

/** Every change after `after`, page by page while the pages come back full. */
async function getChangesAfter(ref: ChatRoomRef, after: number, signal: AbortSignal) {
  const changes: ChatMessage[] = [];
  let position = after;
  for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
    const batch = await getChatMessages(ref, { after: position }, signal);
    changes.push(...batch);
    if (batch.length < CHAT_PAGE_SIZE) break;
    position = batch.reduce((max, message) => Math.max(max, message.seq), position);
  }
  return changes;
}

/**
 * A chat room kept fresh by the event stream, or polled every 5 seconds while the stream is not open
 * (spec §9): the first load takes the latest messages, each poll only what changed after the largest seq
 * seen, and `loadEarlier` the page before the oldest shown.
 */
export function useChatRoom(ref: ChatRoomRef) {
  const queryClient = useQueryClient();
  const key = chatRoomKey(ref);
  const room = roomName(ref);
  const pollInterval = useFallbackPoll(CHAT_POLL_MS);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ChatRoomState> => {
      const current = queryClient.getQueryData<ChatRoomState>(key);
      if (current === undefined) {
        const messages = await getChatMessages(ref, { limit: CHAT_PAGE_SIZE }, signal);
        return {
          messages,
          lastSeq: messages.reduce((max, message) => Math.max(max, message.seq), 0),
          hasEarlier: messages.length === CHAT_PAGE_SIZE,
        };
      }
      const changes = await getChangesAfter(ref, current.lastSeq, signal);
      // Into the room as it is now: a message sent, streamed or an earlier page loaded meanwhile stays.
      return mergeMessages(queryClient.getQueryData<ChatRoomState>(key) ?? current, changes);
    },
    refetchInterval: pollInterval,
    staleTime: 0,
  });
  const { error } = query;
  const loaded = query.data !== undefined;

  // Changes streamed before the first answer arrived wait for it (that answer may predate them).
  const waiting = useRef<((state: ChatRoomState) => ChatRoomState)[]>([]);
  const applyStreamed = (update: (state: ChatRoomState) => ChatRoomState) => {
    if (queryClient.getQueryData<ChatRoomState>(key) === undefined) {
      waiting.current.push(update);
      return;
    }
    queryClient.setQueryData<ChatRoomState>(key, (state) => (state === undefined ? state : update(state)));
  };
  useEffect(() => {
    if (!loaded || waiting.current.length === 0) return;
    const updates = waiting.current.splice(0);
    queryClient.setQueryData<ChatRoomState>(chatRoomKey(ref), (state) =>
      state === undefined ? state : updates.reduce((next, update) => update(next), state),
    );
    // The key is derived from ref; both stay the same for a mounted room.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, loaded, ref.as, room]);
  useLiveEvent('chat.message', (event, source) => {
    if (source === ref.as && event.room === room) {
      applyStreamed((state) => mergeMessages(state, [event.message]));
    }
  });
  useLiveEvent('chat.removed', (event, source) => {
    if (source === ref.as && event.room === room) applyStreamed((state) => removeMessage(state, event));
  });
  // Spec §8: chat errors are only logged.
  useEffect(() => {
    if (error) console.error('Could not load the chat.', error);
  }, [error]);

  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const loadEarlier = useCallback(async () => {
    const current = queryClient.getQueryData<ChatRoomState>(key);
    const oldest = current?.messages[0];
    if (current === undefined || oldest === undefined || !current.hasEarlier || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const earlier = await getChatMessages(ref, { before: oldest.seq, limit: CHAT_PAGE_SIZE });
      queryClient.setQueryData<ChatRoomState>(key, (state) =>
        state === undefined
          ? state
          : {
              ...mergeMessages(state, earlier),
              lastSeq: state.lastSeq,
              hasEarlier: earlier.length === CHAT_PAGE_SIZE,
            },
      );
    } catch (loadError) {
      console.error('Could not load earlier messages.', loadError);
    } finally {
      setLoadingEarlier(false);
    }
    // The key is derived from ref; both stay the same for a mounted room.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, loadingEarlier, ref.as, typeof ref.room === 'string' ? ref.room : ref.room.userId]);

  /** Adds a message the screen itself just sent, before the next poll brings it. */
  const addSent = useCallback(
    (message: ChatMessage) => {
      queryClient.setQueryData<ChatRoomState>(key, (state) =>
        state === undefined ? state : { ...mergeMessages(state, [message]), lastSeq: state.lastSeq },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, ref.as, typeof ref.room === 'string' ? ref.room : ref.room.userId],
  );

  return { ...query, loadEarlier, loadingEarlier, addSent };
}
