import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';
import { MemberCell } from './member-cell';

const member = { name: 'Ayesha Khan', email: 'ayesha.khan@example.com', accountNumber: 'ACC0000001' };

describe('MemberCell', () => {
  it('shows the name over the account number, with the e-mail when the name is hovered', () => {
    const { container } = render(<MemberCell member={member} />);
    expect(screen.getByText('Ayesha Khan').getAttribute('title')).toBe('ayesha.khan@example.com');
    expect(container.textContent).toBe('Ayesha KhanACC0000001');
    expect(container.firstElementChild?.className).toContain('max-w-48');
  });

  it('can show the e-mail under the name instead, a note beside it, and a narrower or wider bound', () => {
    const { container } = render(
      <MemberCell member={member} detail="email" nameNote="(you)" maxWidth="max-w-56" className="min-w-28" />,
    );
    expect(container.textContent).toBe('Ayesha Khan(you)ayesha.khan@example.com');
    expect(screen.getByText('Ayesha Khan').getAttribute('title')).toBeNull();
    expect(container.firstElementChild?.className.split(' ')).toEqual(
      expect.arrayContaining(['max-w-56', 'min-w-28']),
    );
    expect(container.firstElementChild?.className).not.toContain('max-w-48');
  });

  it('links the whole cell to the member’s page when given one', () => {
    const router = createMemoryRouter([
      { path: '/', element: <MemberCell member={member} detail="email" to="/admin/users/1" /> },
    ]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: /Ayesha Khan/ });
    expect(link.getAttribute('href')).toBe('/admin/users/1');
    expect(link.textContent).toBe('Ayesha Khanayesha.khan@example.com');
  });
});

describe('EmailText', () => {
  it('offers a line break right after the "@"', () => {
    const { container } = render(<EmailText email="ayesha.khan@example.com" />);
    expect(container.innerHTML).toBe('ayesha.khan@<wbr>example.com');
  });

  it('leaves text without an "@" as it is', () => {
    const { container } = render(<EmailText email="not-an-email" />);
    expect(container.innerHTML).toBe('not-an-email');
  });
});
