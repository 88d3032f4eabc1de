import type { ChatMessage } from '@earnflow/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { ChatMessageBubble } from './chat-message-bubble';

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: '6a1f0c2e-2f44-4b7b-9a0e-1c2d3e4f5a6b',
  seq: 1,
  senderId: '0b6f6d1a-6a0e-4c4a-8f3e-5d2c1b0a9e8f',
  senderType: 'USER',
  senderName: 'Ayesha Khan',
  senderAvatar: null,
  isPublic: true,
  text: 'Salaam!',
  mediaUrl: null,
  mediaType: null,
  deleted: false,
  createdAt: '2026-03-05T09:07:00.000Z',
  ...overrides,
});

function renderBubble(props: { message: ChatMessage; mine: boolean }) {
  return render(
    <ul>
      <ChatMessageBubble {...props} timeBelow={false} />
    </ul>,
  );
}

describe('ChatMessageBubble', () => {
  afterEach(() => showLanguage('en'));

  it("names the viewer's own messages 'You' and an admin's 'Admin'", () => {
    renderBubble({ message: message({}), mine: true });
    expect(screen.getByText('You')).toBeTruthy();
    renderBubble({ message: message({ senderType: 'ADMIN', senderName: 'Bilal' }), mine: false });
    expect(screen.getByText('Admin')).toBeTruthy();
  });

  it('names them in Urdu, and lets each message run in its own direction', async () => {
    await showLanguage('ur');
    renderBubble({ message: message({}), mine: true });
    expect(screen.getByText('آپ')).toBeTruthy();
    expect(screen.getByText('Salaam!').getAttribute('dir')).toBe('auto');
    renderBubble({ message: message({ senderType: 'ADMIN', senderName: 'Bilal' }), mine: false });
    expect(screen.getByText('ایڈمن')).toBeTruthy();
  });
});
