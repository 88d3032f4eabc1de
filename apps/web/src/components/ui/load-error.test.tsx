import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hasTapArea } from '@/test/utils';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('names what did not load and tries again on the member’s word', async () => {
    const onRetry = vi.fn();
    render(<LoadError what="today’s tasks" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Could not load today’s tasks. Check your connection and try again.',
    );
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(hasTapArea(retry)).toBe(true);
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
