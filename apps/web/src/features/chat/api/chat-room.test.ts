import type { ChatMessage } from '@earnflow/contracts';
import { describe, expect, it } from 'vitest';
import { mergeMessages, type ChatRoomState } from './chat-room';

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
