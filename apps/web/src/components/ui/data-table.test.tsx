import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { usePinnedWidths } from './pinned-beside-actions';

interface Withdrawal {
  id: string;
  user: string;
  amount: string;
  method: string;
  bank: string;
  holder: string;
  accountNumber: string;
  status: string;
}

const rows: Withdrawal[] = [
  {
    id: 'w1',
    user: 'Syeda Fatima Zahra Naqvi',
    amount: '$50.00',
    method: 'NayaPay',
    bank: 'NayaPay Bank',
    holder: 'Fatima Naqvi',
    accountNumber: '03214445566',
    status: 'Pending',
  },
  {
    id: 'w2',
    user: 'Muhammad Abdul Rehman',
    amount: '$45.00',
    method: 'Binance',
    bank: 'Binance Exchange',
    holder: 'Abdul Rehman',
    accountNumber: 'TQ7x9b2cD4eF6gH8iJ0kL2mN4oP6qR8sT',
    status: 'Completed',
  },
];

const onDelete = vi.fn<(id: string) => void>();

const columns: DataTableColumn<Withdrawal>[] = [
  { key: 'user', header: 'User', cell: (row) => row.user },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => row.amount },
  { key: 'method', header: 'Method', cell: (row) => row.method },
  { key: 'bank', header: 'Bank Name', wrapHeader: true, cell: (row) => row.bank },
  { key: 'holder', header: 'Account Holder', wrapHeader: true, cell: (row) => row.holder },
  {
    key: 'account',
    header: 'Account Number',
    wrapHeader: true,
    pinned: true,
    cell: (row) => row.accountNumber,
  },
  { key: 'status', header: 'Status', pinned: true, cell: (row) => row.status },
  {
    key: 'actions',
    header: <span className="sr-only">Actions</span>,
    pinned: true,
    cell: (row) => (
      <button type="button" onClick={() => onDelete(row.id)}>
        Delete withdrawal of {row.user}
      </button>
    ),
  },
];

/**
 * A window `width` px wide: `matchMedia` answers the min-width queries the app asks (in rem, 16 px each),
 * and `resize` narrows or widens it, telling the lists that changed.
 */
function windowOfWidth(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<MediaQueryList & { update: () => void }>();
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const minRem = Number(/min-width: ([\d.]+)rem/.exec(query)?.[1]);
    const negated = query.startsWith('not all and');
    const evaluate = () => width >= minRem * 16 !== negated;
    let matches = evaluate();
    const list = Object.assign(new EventTarget(), {
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      get matches() {
        return matches;
      },
      update() {
        const next = evaluate();
        if (next === matches) return;
        matches = next;
        list.dispatchEvent(new Event('change'));
      },
    }) as unknown as MediaQueryList & { update: () => void };
    lists.add(list);
    return list;
  });
  return {
    resize(nextWidth: number) {
      width = nextWidth;
      act(() => lists.forEach((list) => list.update()));
    },
  };
}

function renderTable(props: Partial<Parameters<typeof DataTable<Withdrawal>>[0]> = {}) {
  return render(
    <DataTable
      caption="Withdrawal records"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={false}
      emptyText="No withdrawals found."
      {...props}
    />,
  );
}

/** The card's labels and their values, as a screen reader pairs them. */
function labelsAndValues(card: HTMLElement): [string, string][] {
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']);
}

describe('DataTable at phone width', () => {
  it('shows each row as a card in a list named by the caption, every column a label and its value', () => {
    windowOfWidth(390);
    renderTable();

    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Withdrawal records' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(labelsAndValues(cards[1] as HTMLElement)).toEqual([
      ['User', 'Muhammad Abdul Rehman'],
      ['Amount', '$45.00'],
      ['Method', 'Binance'],
      ['Bank Name', 'Binance Exchange'],
      ['Account Holder', 'Abdul Rehman'],
      ['Account Number', 'TQ7x9b2cD4eF6gH8iJ0kL2mN4oP6qR8sT'],
      ['Status', 'Completed'],
      // A header that is a node is its label too, here one only a screen reader reads.
      ['Actions', 'Delete withdrawal of Muhammad Abdul Rehman'],
    ]);
    for (const value of ['Syeda Fatima Zahra Naqvi', '$50.00', 'NayaPay', 'NayaPay Bank', 'Fatima Naqvi']) {
      expect(within(cards[0] as HTMLElement).getByText(value)).toBeTruthy();
    }
  });

  it('puts the pinned columns at the foot of the card, where the actions work', async () => {
    windowOfWidth(390);
    renderTable();

    const card = screen.getAllByRole('listitem')[0] as HTMLElement;
    const [body, foot] = card.querySelectorAll('dl');
    expect(body?.textContent).toContain('Account Holder');
    expect(body?.textContent).not.toContain('Account Number');
    expect(foot?.textContent).toContain('Account Number03214445566');
    expect(foot?.textContent).toContain('StatusPending');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Delete withdrawal of Syeda Fatima Zahra Naqvi' }),
    );
    expect(onDelete).toHaveBeenCalledWith('w1');
  });

  it('says it is loading, has nothing, or failed with a retry, in place of the cards', async () => {
    windowOfWidth(390);
    const { rerender } = renderTable({ rows: undefined, loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByRole('region', { name: 'Withdrawal records' }).getAttribute('aria-busy')).toBe('true');

    const props = { caption: 'Withdrawal records', columns, rowKey: (row: Withdrawal) => row.id };
    rerender(<DataTable {...props} rows={[]} loading={false} emptyText="No withdrawals found." />);
    expect(screen.getByText('No withdrawals found.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();

    const onRetry = vi.fn();
    rerender(
      <DataTable
        {...props}
        rows={undefined}
        loading={false}
        emptyText="No withdrawals found."
        errorText="Could not load withdrawals."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load withdrawals.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('dims the cards while newer rows are on their way', () => {
    windowOfWidth(390);
    renderTable({ refreshing: true });
    const list = screen.getByRole('list', { name: 'Withdrawal records' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.className).toContain('opacity-60');
  });

  it('turns from a table into cards and back as the window narrows and widens, never both at once', () => {
    const viewport = windowOfWidth(1440);
    renderTable();
    expect(screen.getByRole('table', { name: 'Withdrawal records' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();

    viewport.resize(767);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByText('Syeda Fatima Zahra Naqvi')).toHaveLength(1);

    viewport.resize(768);
    expect(screen.getByRole('table', { name: 'Withdrawal records' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('measures the pinned columns for their sticky offsets once the cards have grown into a table', async () => {
    const viewport = windowOfWidth(390);
    function PinnedTable() {
      const pinnedWidthsRef = usePinnedWidths();
      return (
        <div ref={pinnedWidthsRef}>
          <DataTable
            caption="Withdrawal records"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            loading={false}
            emptyText="No withdrawals found."
          />
        </div>
      );
    }
    const { container } = render(<PinnedTable />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.style.getPropertyValue('--pinned-actions-width')).toBe('');

    viewport.resize(1440);
    // jsdom lays nothing out, so every width is 0.
    await waitFor(() => expect(wrapper.style.getPropertyValue('--pinned-actions-width')).toBe('0px'));
    expect(wrapper.style.getPropertyValue('--pinned-status-width')).toBe('0px');
  });

  it('keeps a table that asks for it as cards up to a larger breakpoint', () => {
    windowOfWidth(1024);
    renderTable({ cardsBelow: 'xl' });
    expect(screen.getByRole('list', { name: 'Withdrawal records' })).toBeTruthy();
  });

  it('is a table where the browser cannot say how wide it is', () => {
    vi.stubGlobal('matchMedia', undefined);
    renderTable();
    expect(screen.getByRole('table', { name: 'Withdrawal records' })).toBeTruthy();
  });
});
