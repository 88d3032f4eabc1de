import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('is named by its whole title, which wraps instead of being cut off', () => {
    const title = `Suspend ${'MuhammadAbdulRahman'.repeat(4)} Siddiqui?`;
    render(
      <Modal open title={title} onClose={vi.fn()}>
        <p>Body</p>
      </Modal>,
    );
    const heading = screen.getByRole('heading', { name: title });
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    expect(heading.className).not.toContain('truncate');
    expect(heading.className).toContain('[overflow-wrap:anywhere]');
  });

  it('closes on Escape and gives the focus back to where it was', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <>
        <button type="button">Open</button>
        <Modal open={false} title="Rename" onClose={onClose}>
          <p>Body</p>
        </Modal>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(
      <>
        <button type="button">Open</button>
        <Modal open title="Rename" onClose={onClose}>
          <p>Body</p>
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    // Drawn 36 px, it answers taps on a 44 px square.
    expect(close.classList.contains('before:size-11')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <>
        <button type="button">Open</button>
        <Modal open={false} title="Rename" onClose={onClose}>
          <p>Body</p>
        </Modal>
      </>,
    );
    expect(document.activeElement).toBe(opener);
  });
});
