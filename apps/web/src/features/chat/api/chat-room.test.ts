import { CHAT_PAGE_SIZE, CHAT_POLL_MS, type ChatMessage } from '@earnflow/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLiveStatus, setLiveStatus } from '@/lib/live-events';
import { openLiveStream } from '@/lib/live-stream';
import { createQueryClient } from '@/lib/query-client';
import { sseFrame, sseStream } from '@/test/live';
import { chatMessageFixture } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/utils';
import { mergeMessages, useChatRoom, type ChatRoomState } from './chat-room';

const message = chatMessageFixture;

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

/** A member's community room with the tab's event stream open; polls answer `pollAnswer()`. */
async function renderStreamedRoom(options: { latest: () => Promise<Response> | Response }) {
  localStorage.setItem('userToken', 'token');
  let pollAnswer: ChatMessage[] = [];
  const stream = sseStream();
  const requests = mockFetch((request) => {
    if (request.url.startsWith('/api/events')) return stream.response;
    if (request.url.includes('after=')) return jsonResponse(pollAnswer);
    return options.latest();
  });
  closeStream = openLiveStream('member', { random: () => 0 });
  stream.push(sseFrame('hello', { resumed: true, lastEventId: '1' }));
  await waitFor(() => expect(getLiveStatus()).toBe('open'));
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const view = renderHook(() => useChatRoom({ as: 'member', room: 'public' }), { wrapper });
  return {
    ...view,
    requests,
    push: stream.push,
    setPollAnswer: (answer: ChatMessage[]) => {
      pollAnswer = answer;
    },
  };
}

let closeStream: (() => void) | undefined;
afterEach(() => {
  closeStream?.();
  closeStream = undefined;
  setLiveStatus('down');
  vi.useRealTimers();
});

describe('useChatRoom with the event stream', () => {
  it('shows a streamed message once, also when a poll brings it again', async () => {
    const room = await renderStreamedRoom({ latest: () => jsonResponse([message(1), message(2)]) });
    await waitFor(() => expect(seqs(room.result.current.data)).toEqual([1, 2]));

    room.push(sseFrame('chat.message', { room: 'public', message: message(3) }, 3));
    await waitFor(() => expect(seqs(room.result.current.data)).toEqual([1, 2, 3]));
    expect(room.result.current.data?.lastSeq).toBe(3);

    room.setPollAnswer([message(3)]);
    const polled = await room.result.current.refetch();
    expect(seqs(polled.data)).toEqual([1, 2, 3]);
    // The poll asked from the streamed position on.
    expect(room.requests.at(-1)?.url).toContain('after=3');
  });

  it('leaves out messages of other rooms', async () => {
    const room = await renderStreamedRoom({ latest: () => jsonResponse([message(1)]) });
    await waitFor(() => expect(seqs(room.result.current.data)).toEqual([1]));

    room.push(
      sseFrame('chat.message', { room: 'e7d0c1a2-0000-4000-8000-000000000009', message: message(2) }, 2),
    );
    room.push(sseFrame('chat.message', { room: 'public', message: message(3) }, 3));
    await waitFor(() => expect(seqs(room.result.current.data)).toEqual([1, 3]));
  });

  it('takes out a message the stream says was removed', async () => {
    const room = await renderStreamedRoom({ latest: () => jsonResponse([message(1), message(2)]) });
    await waitFor(() => expect(seqs(room.result.current.data)).toEqual([1, 2]));

    room.push(sseFrame('chat.removed', { room: 'public', messageId: message(1).id, seq: 4 }, 4));
    await waitFor(() => expect(seqs(room.result.current.data)).toEqual([2]));
    expect(room.result.current.data?.lastSeq).toBe(4);
  });

  it('keeps a message streamed while the first answer was on its way', async () => {
    let answerLatest: () => void = () => undefined;
    const room = await renderStreamedRoom({
      latest: () =>
        new Promise<Response>((resolve) => {
          answerLatest = () => resolve(jsonResponse([message(1), message(2)]));
        }),
    });
    await waitFor(() =>
      expect(room.requests.some((request) => request.url.includes('/chat/public'))).toBe(true),
    );

    room.push(sseFrame('chat.message', { room: 'public', message: message(3) }, 3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    answerLatest();
    await waitFor(() => expect(seqs(room.result.current.data)).toEqual([1, 2, 3]));
  });
});

describe('useChatRoom polling', () => {
  /** The room with fake timers; answers every load and poll at once. */
  async function renderPolledRoom() {
    vi.useFakeTimers();
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch((request) => jsonResponse(request.url.includes('after=') ? [] : [message(1)]));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    renderHook(() => useChatRoom({ as: 'member', room: 'public' }), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const polls = () => requests.filter((request) => request.url.includes('after=')).length;
    return { requests, polls };
  }

  it('asks every 5 seconds while the stream is not open (spec §9)', async () => {
    const room = await renderPolledRoom();
    expect(room.requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3));
    expect(room.polls()).toBe(3);
  });

  it('asks nothing at all while the stream is open, and polls again once it is down', async () => {
    act(() => setLiveStatus('open'));
    const room = await renderPolledRoom();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(room.requests).toHaveLength(1);

    act(() => setLiveStatus('down'));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
    expect(room.polls()).toBe(1);
  });
});

describe('useChatRoom after a long gap', () => {
  it('reads on while the pages of changes come back full, so a refetch misses none', async () => {
    localStorage.setItem('userToken', 'token');
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => message(from + index));
    mockFetch((request) => {
      const after = new URL(request.url, 'http://localhost').searchParams.get('after');
      if (after === null) return jsonResponse(range(1, 2));
      const from = Number(after) + 1;
      return jsonResponse(range(from, Math.min(from + CHAT_PAGE_SIZE - 1, 2 + CHAT_PAGE_SIZE + 1)));
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const view = renderHook(() => useChatRoom({ as: 'member', room: 'public' }), { wrapper });
    await waitFor(() => expect(seqs(view.result.current.data)).toEqual([1, 2]));

    await view.result.current.refetch();
    await waitFor(() =>
      expect(seqs(view.result.current.data)).toEqual(range(1, CHAT_PAGE_SIZE + 3).map((m) => m.seq)),
    );
  });
});
