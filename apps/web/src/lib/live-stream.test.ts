import { LIVE_SILENCE_MS, type LiveEventData } from '@earnflow/contracts';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sseFrame, sseStream } from '@/test/live';
import { jsonResponse, mockFetch } from '@/test/utils';
import { onAdminSessionEnd } from './admin-session';
import { getLiveStatus, onLiveEvent, subscribeLiveStatus, type LiveStatus } from './live-events';
import { chatMessageFixture } from '@/test/fixtures';
import { liveRetryDelay, openLiveStream } from './live-stream';
import { onMemberSessionEnded } from './session';

const message = chatMessageFixture(7, { text: 'Salam' });

const hello = (resumed: boolean, lastEventId: string) => sseFrame('hello', { resumed, lastEventId });

let closers: (() => void)[] = [];
/** Opens the member stream with a fixed jitter (waits are exactly half of 1 s doubling to 30 s). */
function open(source: 'member' | 'admin' = 'member') {
  const close = openLiveStream(source, { random: () => 0 });
  closers.push(close);
  return close;
}

/** Answers each GET /api/events with a new stream the test writes into. */
function serveStreams() {
  const streams: ReturnType<typeof sseStream>[] = [];
  const requests = mockFetch(() => {
    const stream = sseStream();
    streams.push(stream);
    return stream.response;
  });
  const stream = async (index: number) => {
    await waitFor(() => expect(streams.length).toBeGreaterThan(index));
    const found = streams[index];
    if (found === undefined) throw new Error(`no stream ${String(index)}`);
    return found;
  };
  return { requests, stream };
}

beforeEach(() => {
  localStorage.setItem('userToken', 'member-token');
  localStorage.setItem('adminToken', 'admin-token');
});

afterEach(() => {
  for (const close of closers) close();
  closers = [];
  vi.useRealTimers();
});

describe('liveRetryDelay', () => {
  it('waits 1 s doubling to 30 s, each wait between half and all of that', () => {
    const attempts = [0, 1, 2, 3, 4, 5, 6, 20];
    expect(attempts.map((attempt) => liveRetryDelay(attempt, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
    expect(attempts.map((attempt) => liveRetryDelay(attempt, () => 0.999_999))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('openLiveStream', () => {
  it('sends the bearer token, parses frames across chunks and is open once the hello arrives', async () => {
    const { requests, stream } = serveStreams();
    const statuses: LiveStatus[] = [];
    const unsubscribeStatus = subscribeLiveStatus(() => statuses.push(getLiveStatus()));
    const hellos: LiveEventData<'hello'>[] = [];
    const messages: { data: LiveEventData<'chat.message'>; source: string }[] = [];
    const unsubscribe = [
      onLiveEvent('hello', (data) => hellos.push(data)),
      onLiveEvent('chat.message', (data, source) => messages.push({ data, source })),
    ];

    open();
    expect(getLiveStatus()).toBe('connecting');
    const first = await stream(0);
    const frame = sseFrame('chat.message', { room: 'public', message }, 11);
    first.push(`: connected\n\n${hello(false, '10')}${frame.slice(0, 20)}`);
    await waitFor(() => expect(getLiveStatus()).toBe('open'));
    expect(messages).toEqual([]);
    first.push(frame.slice(20));

    await waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]).toEqual({ data: { room: 'public', message }, source: 'member' });
    expect(hellos).toEqual([{ resumed: false, lastEventId: '10' }]);
    expect(statuses).toEqual(['connecting', 'open']);
    const [request] = requests;
    expect(request?.url).toBe('/api/events');
    expect(request?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(request?.headers.get('Accept')).toBe('text/event-stream');
    expect(request?.headers.has('Last-Event-ID')).toBe(false);
    for (const stop of unsubscribe) stop();
    unsubscribeStatus();
  });

  it('leaves out frames of an unknown kind or with data off the contract, and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { stream } = serveStreams();
    const balances: number[] = [];
    const unsubscribe = onLiveEvent('wallet', ({ balance }) => balances.push(balance));

    open();
    const first = await stream(0);
    first.push(
      [
        hello(false, '1'),
        sseFrame('surprise', { any: 'thing' }),
        sseFrame('wallet', { balance: 1.5 }),
        'event: wallet\ndata: {not json\n\n',
        'data: {"balance": 3}\n\n',
        sseFrame('wallet', { balance: 250 }),
      ].join(''),
    );

    await waitFor(() => expect(balances).toEqual([250]));
    expect(warn).toHaveBeenCalledTimes(4);
    expect(getLiveStatus()).toBe('open');
    unsubscribe();
  });

  it('remembers only the ids of frames that carry one, and resumes from the last after a drop', async () => {
    const { requests, stream } = serveStreams();

    open();
    const first = await stream(0);
    first.push(
      sseFrame('hello', { resumed: false, lastEventId: '10' }, 10) +
        sseFrame('chat.message', { room: 'public', message }, 11) +
        sseFrame('wallet', { balance: 500 }),
    );
    await waitFor(() => expect(getLiveStatus()).toBe('open'));
    first.end();

    const second = await stream(1);
    expect(requests[1]?.headers.get('Last-Event-ID')).toBe('11');
    // A resumed hello, a balance snapshot and a count carry no id: the position stays.
    second.push(
      hello(true, '11') +
        sseFrame('wallet', { balance: 500 }) +
        sseFrame('admin.counts', { deposits: 1, withdrawals: 0, review: 0, support: 0, tasks: 0 }),
    );
    await waitFor(() => expect(getLiveStatus()).toBe('open'));
    second.end();

    await stream(2);
    expect(requests[2]?.headers.get('Last-Event-ID')).toBe('11');
  });

  it('is down between attempts and waits longer after each failure in a row', async () => {
    vi.useFakeTimers();
    const requests = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    open();
    expect(getLiveStatus()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(getLiveStatus()).toBe('down');
    expect(requests).toHaveLength(1);
    // Waits of 500, 1000, 2000 and 4000 ms (half of 1, 2, 4, 8 s with the jitter at its lowest).
    for (const [wait, count] of [
      [500, 2],
      [1000, 3],
      [2000, 4],
      [4000, 5],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(requests).toHaveLength(count - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(count);
    }
  });

  it('starts the waits from 1 s again once a stream has opened', async () => {
    vi.useFakeTimers();
    let fail = true;
    const streams: ReturnType<typeof sseStream>[] = [];
    const requests = mockFetch(() => {
      if (fail) return Promise.reject(new TypeError('Failed to fetch'));
      const stream = sseStream();
      streams.push(stream);
      return stream.response;
    });

    open();
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000);
    expect(requests).toHaveLength(4);
    fail = false;
    await vi.advanceTimersByTimeAsync(4000);
    expect(requests).toHaveLength(5);
    streams[0]?.push(hello(false, '1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(getLiveStatus()).toBe('open');
    streams[0]?.end();
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(6);
  });

  it('reconnects after LIVE_SILENCE_MS without a byte, while heartbeats keep it open', async () => {
    vi.useFakeTimers();
    const streams: ReturnType<typeof sseStream>[] = [];
    const requests = mockFetch(() => {
      const stream = sseStream();
      streams.push(stream);
      return stream.response;
    });

    open();
    await vi.advanceTimersByTimeAsync(0);
    streams[0]?.push(hello(false, '1'));
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1000);
    streams[0]?.push(':\n\n');
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1000);
    expect(getLiveStatus()).toBe('open');
    expect(requests).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1000);
    expect(getLiveStatus()).toBe('down');
    await vi.advanceTimersByTimeAsync(500);
    expect(requests).toHaveLength(2);
    expect(getLiveStatus()).toBe('connecting');
  });

  it('takes an answer that is not an event stream (a proxy page, say) for a failure', async () => {
    vi.useFakeTimers();
    const requests = mockFetch(
      () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    );

    open();
    await vi.advanceTimersByTimeAsync(0);
    expect(getLiveStatus()).toBe('down');
    await vi.advanceTimersByTimeAsync(500);
    expect(requests).toHaveLength(2);
  });

  it('stops on a 401 and lets the member shell end the session', async () => {
    vi.useFakeTimers();
    const ended = vi.fn();
    const unsubscribe = onMemberSessionEnded(ended);
    const requests = mockFetch(() =>
      jsonResponse({ error: 'UNAUTHORIZED', message: 'Your session has ended.' }, 401),
    );

    open();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getLiveStatus()).toBe('down');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(requests).toHaveLength(1);
    unsubscribe();
  });

  it('stops on a 401 for an admin and lets the console end the session', async () => {
    vi.useFakeTimers();
    const ended = vi.fn();
    const unsubscribe = onAdminSessionEnd(ended);
    const requests = mockFetch(() =>
      jsonResponse({ error: 'UNAUTHORIZED', message: 'Your session has ended.' }, 401),
    );

    open('admin');
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toHaveBeenCalledWith('signed-out');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(requests).toHaveLength(1);
    unsubscribe();
  });

  it('tries again with the new token when the 401 answered one since replaced', async () => {
    vi.useFakeTimers();
    const ended = vi.fn();
    const unsubscribe = onMemberSessionEnded(ended);
    const requests = mockFetch((request) => {
      if (request.headers.get('Authorization') !== 'Bearer member-token') return sseStream().response;
      // A sign-in in another tab replaced the token while this answer was on its way.
      localStorage.setItem('userToken', 'new-token');
      return jsonResponse({ error: 'UNAUTHORIZED', message: 'Your session has ended.' }, 401);
    });

    open();
    await vi.advanceTimersByTimeAsync(500);
    expect(ended).not.toHaveBeenCalled();
    expect(getLiveStatus()).toBe('connecting');
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer new-token');
    unsubscribe();
  });

  it('on a 429 (too many streams) is down, so the screens poll, and tries again after the longest wait', async () => {
    vi.useFakeTimers();
    const requests = mockFetch(() =>
      jsonResponse({ error: 'TOO_MANY_REQUESTS', message: 'Too many live streams.' }, 429),
    );

    open();
    await vi.advanceTimersByTimeAsync(0);
    expect(getLiveStatus()).toBe('down');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
  });

  it('on a 429 with Retry-After waits that long', async () => {
    vi.useFakeTimers();
    const requests = mockFetch(
      () =>
        new Response(JSON.stringify({ error: 'TOO_MANY_REQUESTS', message: 'Too many live streams.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
        }),
    );

    open();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
  });

  it('closes for good: down, and no reconnect', async () => {
    const { requests, stream } = serveStreams();
    const close = open();
    const first = await stream(0);
    first.push(hello(false, '1'));
    await waitFor(() => expect(getLiveStatus()).toBe('open'));

    close();
    expect(getLiveStatus()).toBe('down');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(requests).toHaveLength(1);
  });

  it('keeps one stream per tab: opening another closes the first', async () => {
    const { requests, stream } = serveStreams();
    open('member');
    await stream(0);
    open('admin');
    const second = await stream(1);
    second.push(hello(false, '1'));
    await waitFor(() => expect(getLiveStatus()).toBe('open'));
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer member-token',
      'Bearer admin-token',
    ]);
  });
});
