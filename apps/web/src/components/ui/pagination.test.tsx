import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSummary, pageNumbers, totalPagesOf } from './pagination';

describe('pageNumbers', () => {
  it('lists every page up to 7', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current page with its neighbours beyond that', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageNumbers(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});

describe('totalPagesOf', () => {
  it('counts pages of 20, at least one', () => {
    expect(totalPagesOf(0, 20)).toBe(1);
    expect(totalPagesOf(20, 20)).toBe(1);
    expect(totalPagesOf(21, 20)).toBe(2);
  });
});

describe('PageSummary', () => {
  it('names the rows shown and the exact total', () => {
    const { container } = render(<PageSummary page={2} pageSize={20} total={53} noun="deposits" />);
    expect(container.textContent).toBe('Showing 21–40 of 53 deposits');
  });

  it('marks a total that stopped counting as a floor', () => {
    const { container } = render(
      <PageSummary page={500} pageSize={20} total={10200} capped noun="entries" />,
    );
    expect(container.textContent).toBe('Showing 9981–10000 of 10200+ entries');
  });
});
