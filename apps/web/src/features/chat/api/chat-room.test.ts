import { CHAT_PAGE_SIZE, type ChatMessage } from '@earnflow/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/utils';
import { mergeMessages, useChatRoom, type ChatRoomState } from './chat-room';

function message(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    seq,
    senderId: 'u1',
    senderType: 'USER',
    text: `message ${String(seq)}`,
    mediaUrl: null,
    mediaType: null,
    isPublic: true,
    senderName: 'Sara',
    senderAvatar: null,
    deleted: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('mergeMessages', () => {
  const start: ChatRoomState = { messages: [message(1), message(2)], lastSeq: 2, hasEarlier: false };

  it('adds new messages in seq order and moves the position on', () => {
    const next = mergeMessages(start, [message(4), message(3)]);
    expect(next.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(next.lastSeq).toBe(4);
  });

  it('drops a removed message and remembers the removal’s seq', () => {
    const removed = { ...message(1), seq: 5, deleted: true, text: '' };
    const next = mergeMessages(start, [removed]);
    expect(next.messages.map((m) => m.text)).toEqual(['message 2']);
    expect(next.lastSeq).toBe(5);
  });

  it('keeps the same state when nothing changed, and never doubles a message', () => {
    expect(mergeMessages(start, [])).toBe(start);
    expect(mergeMessages(start, [message(2)]).messages).toHaveLength(2);
  });
});

/** The community room read by a member, with the poll (`after`) held until the test answers it. */
function renderRoom(options: { latest: ChatMessage[]; earlier?: ChatMessage[] }) {
  localStorage.setItem('userToken', 'token');
  let answerPoll: (changes: ChatMessage[]) => void = () => undefined;
  const requests = mockFetch((request) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    if (query.has('before')) return jsonResponse(options.earlier ?? []);
    if (!query.has('after')) return jsonResponse(options.latest);
    return new Promise<Response>((resolve) => {
      answerPoll = (changes) => resolve(jsonResponse(changes));
    });
  });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const view = renderHook(() => useChatRoom({ as: 'member', room: 'public' }), { wrapper });
  /** Starts a poll and waits until its request is out. */
  async function startPoll() {
    void view.result.current.refetch();
    await waitFor(() => expect(requests.some((request) => request.url.includes('after='))).toBe(true));
  }
  return { ...view, startPoll, answerPoll: (changes: ChatMessage[]) => answerPoll(changes) };
}

const seqs = (state: ChatRoomState | undefined) => state?.messages.map((m) => m.seq);

describe('useChatRoom', () => {
  it('keeps a message sent while a poll was on its way', async () => {
    const room = renderRoom({ latest: [message(1), message(2)] });
    await waitFor(() => expect(seqs(room.result.current.data)).toEqual([1, 2]));
    await room.startPoll();
    room.result.current.addSent(message(4));
    room.answerPoll([message(3)]);
    await waitFor(() => expect(room.result.current.isFetching).toBe(false));
    expect(seqs(room.result.current.data)).toEqual([1, 2, 3, 4]);
  });

  it('keeps an earlier page loaded while a poll was on its way', async () => {
    const page = (from: number) =>
      Array.from({ length: CHAT_PAGE_SIZE }, (_, index) => message(from + index));
    const room = renderRoom({ latest: page(51), earlier: page(1) });
    await waitFor(() => expect(room.result.current.data?.hasEarlier).toBe(true));
    await room.startPoll();
    await room.result.current.loadEarlier();
    room.answerPoll([message(101)]);
    await waitFor(() => expect(room.result.current.isFetching).toBe(false));
    expect(seqs(room.result.current.data)).toEqual(Array.from({ length: 101 }, (_, index) => index + 1));
    expect(room.result.current.data?.lastSeq).toBe(101);
  });
});
