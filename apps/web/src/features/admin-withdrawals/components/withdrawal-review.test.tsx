import type { WithdrawalReview as Review } from '@earnflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import { WithdrawalReview } from './withdrawal-review';

const id = '20000000-0000-4000-8000-000000000001';
const member = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ring Member',
  accountNumber: 'RING000001',
  status: 'ACTIVE' as const,
};

const review: Review = {
  withdrawal: {
    id,
    user: { ...member, email: 'ring@example.com' },
    amount: 20,
    fee: 0.5,
    payout: 19.5,
    paymentMethod: 'NAYAPAY',
    bankName: 'NayaPay',
    accountHolderName: 'Ring Holder',
    accountNumber: '03214445566',
    status: 'PENDING',
    createdAt: '2026-03-05T09:30:00.000Z',
    updatedAt: '2026-03-05T09:30:00.000Z',
    heldForReview: true,
    risk: {
      score: 50,
      reasons: [
        { code: 'NEW_ACCOUNT', points: 10, text: 'Signed up 1 day ago.' },
        { code: 'LINKED_ACCOUNTS', points: 40, text: 'Linked to 4 accounts on the same device.' },
      ],
    },
  },
  linked: [],
  cheats: { counts: [], recent: [] },
  activity: [],
  member: { ...member, createdAt: '2026-03-04T09:00:00.000Z', twoFactorEnabled: false },
};

function renderReview(respond: (request: RecordedRequest) => Response) {
  localStorage.setItem('adminToken', 'admin-token');
  const requests = mockFetch(respond);
  const view = renderRoutes(
    [
      { path: '/admin/review-queue', element: <p>The queue</p> },
      {
        path: '/admin/review-queue/:id',
        element: <WithdrawalReview id={id} details={(data) => <p>{data.member.name} details</p>} />,
      },
    ],
    [`/admin/review-queue/${id}`],
  );
  return { requests, ...view };
}

const decided = (status: 'COMPLETED' | 'REJECTED') =>
  jsonResponse({ ...review.withdrawal, status, heldForReview: false });

describe('WithdrawalReview', () => {
  it('shows the withdrawal, the score and every reason with its points, and the details below', async () => {
    const { requests } = renderReview(() => jsonResponse(review));

    expect(await screen.findByText('Ring Member details')).toBeTruthy();
    expect(requests[0]?.url).toBe(`/api/withdraw/${id}/review`);
    const withdrawal = screen.getByRole('region', { name: 'Withdrawal' });
    expect(within(withdrawal).getByText('$20')).toBeTruthy();
    expect(within(withdrawal).getByText('In review')).toBeTruthy();
    expect(within(withdrawal).getByText('Method').nextElementSibling?.textContent).toBe('NayaPay');
    expect(within(withdrawal).getByText('Ring Holder')).toBeTruthy();
    expect(within(withdrawal).getByText('03214445566')).toBeTruthy();
    expect(within(withdrawal).getByRole('link', { name: 'Ring Member' }).getAttribute('href')).toBe(
      `/admin/users/${member.id}`,
    );
    const risk = screen.getByRole('region', { name: 'Risk score' });
    expect(within(risk).getByText('High risk')).toBeTruthy();
    expect(
      within(risk)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+40Linked to 4 accounts on the same device.', '+10Signed up 1 day ago.']);
  });

  it('approves after asking, then goes back to the queue', async () => {
    const { requests, router } = renderReview((request) =>
      request.method === 'POST' ? decided('COMPLETED') : jsonResponse(review),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve this withdrawal?')).toBeTruthy();
    expect(
      screen.getByText(
        '$19.50 will be marked as paid out to Ring Member (RING000001). This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, approve it' }));

    expect(await screen.findByText('The queue')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/review-queue');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe(`/api/withdraw/${id}/review`);
    expect(post?.body).toEqual({ decision: 'APPROVE' });
    expect(await screen.findByText('Withdrawal approved')).toBeTruthy();
  });

  it.each([
    ['Reject', 'Reject this withdrawal?', 'Yes, reject it', 'REJECT'],
    ['Suspend member', 'Suspend this member?', 'Yes, suspend them', 'SUSPEND_MEMBER'],
  ] as const)('%s sends the decision with the reason typed', async (button, question, confirm, decision) => {
    const { requests } = renderReview((request) =>
      request.method === 'POST' ? decided('REJECTED') : jsonResponse(review),
    );

    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(question)).toBeTruthy();
    await enter(within(screen.getByRole('dialog')).getByRole('textbox'), '  Same phone as four others.  ');
    await userEvent.click(screen.getByRole('button', { name: confirm }));

    expect(await screen.findByText('The queue')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      decision,
      reason: 'Same phone as four others.',
    });
  });

  it('sends nothing when the question is cancelled', async () => {
    const { requests } = renderReview(() => jsonResponse(review));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Reject this withdrawal?')).toBeNull());
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('says why a decision was refused, stays and reads the withdrawal again', async () => {
    const { requests } = renderReview((request) =>
      request.method === 'POST'
        ? jsonResponse({ error: 'CONFLICT', message: 'This withdrawal was already decided.' }, 409)
        : jsonResponse(review),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, approve it' }));

    expect(await screen.findByText('Could not save the decision.')).toBeTruthy();
    expect(screen.getByText('This withdrawal was already decided.')).toBeTruthy();
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2));
    expect(screen.queryByText('The queue')).toBeNull();
  });

  it('offers no decision once the withdrawal is decided', async () => {
    renderReview(() =>
      jsonResponse({
        ...review,
        withdrawal: { ...review.withdrawal, status: 'COMPLETED', heldForReview: false },
      }),
    );
    expect(await screen.findByText('This withdrawal has been decided.')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
