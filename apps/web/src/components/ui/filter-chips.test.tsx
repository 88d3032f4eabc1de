import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hasTapArea } from '@/test/utils';
import { FilterChips } from './filter-chips';

describe('FilterChips', () => {
  it('turns a chip on by a tap, and each chip answers taps 44 px high', async () => {
    const onChange = vi.fn();
    render(
      <FilterChips
        label="Source"
        options={[
          { value: 'ALL', label: 'All' },
          { value: 'ADS', label: 'Ads' },
        ]}
        value="ALL"
        onChange={onChange}
      />,
    );
    const chips = screen.getAllByRole('button');
    expect(chips.every(hasTapArea)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Ads' }));
    expect(onChange).toHaveBeenCalledWith('ADS');
  });
});
