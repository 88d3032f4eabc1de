import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSection } from './admin-section';

describe('AdminSection', () => {
  it('is a region named by its heading, with the count waiting beside the title', () => {
    render(
      <AdminSection
        title="Proofs to review"
        description="Approve credits the reward once."
        count={3}
        actions={<button type="button">Refresh</button>}
      >
        <p>Content</p>
      </AdminSection>,
    );
    const region = screen.getByRole('region', { name: 'Proofs to review 3' });
    expect(within(region).getByText('Approve credits the reward once.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(within(region).getByText('Content')).toBeTruthy();
  });

  it('shows no count when none wait', () => {
    render(
      <AdminSection title="Proofs to review" count={0}>
        <p>Content</p>
      </AdminSection>,
    );
    expect(screen.getByRole('heading', { name: 'Proofs to review' }).textContent).toBe('Proofs to review');
  });
});
