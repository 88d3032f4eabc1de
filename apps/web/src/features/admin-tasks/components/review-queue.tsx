import type { TaskSubmission } from '@earnflow/contracts';
import { Check, ExternalLink, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { AdminSection } from '@/components/ui/admin-section';
import { Button } from '@/components/ui/button';
import { DateTimeText } from '@/components/ui/date-time-text';
import { MemberCell } from '@/components/ui/member-cell';
import { emptyPageText, Pagination, totalPagesOf, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, dialog, showToast } from '@/lib/dialogs';
import { formatUsd } from '@/lib/money';
import { ADMIN_TASKS_PAGE_SIZE, useDecideSubmission, usePendingSubmissions } from '../api/admin-tasks';

// The address may carry a signed link's query after the name.
const isPdf = (url: string) => /\.pdf(?:$|[?#])/i.test(url);

/** Asks for the reason a member will read; undefined when the admin cancels. */
async function askReason(): Promise<string | undefined> {
  const result = await dialog.fire<string>({
    title: 'Reject this proof?',
    input: 'textarea',
    inputLabel: 'Reason (the member reads it)',
    inputPlaceholder: 'e.g. The screenshot does not show the completed task.',
    inputAttributes: { maxlength: '500' },
    showCancelButton: true,
    confirmButtonText: 'Reject',
    confirmButtonColor: 'var(--color-red-600)',
    inputValidator: (value) => (value.trim() ? null : 'Give the member a reason for the rejection.'),
  });
  return result.isConfirmed ? result.value?.trim() : undefined;
}

/** Proofs waiting for a decision, oldest first, each with its screenshot shown in full. */
export function ReviewQueue() {
  const [page, setPage] = useState(1);
  const queue = usePendingSubmissions(page);
  const decide = useDecideSubmission();
  const data = queue.data;
  useLastPageWhenPastEnd(queue, ADMIN_TASKS_PAGE_SIZE, setPage);

  async function approve(submission: TaskSubmission) {
    const confirmed = await confirmAction({
      title: 'Approve this proof?',
      text: `${formatUsd(submission.reward)} will be credited to ${submission.user.name}.`,
      confirmButtonText: 'Yes, approve it',
      icon: 'question',
    });
    if (!confirmed) return;
    run(submission, { status: 'APPROVED' }, 'Proof approved. The reward was credited.');
  }

  async function reject(submission: TaskSubmission) {
    const reason = await askReason();
    if (reason === undefined) return;
    run(submission, { status: 'REJECTED', reason }, 'Proof rejected. The member was told why.');
  }

  function run(
    submission: TaskSubmission,
    body: { status: 'APPROVED' | 'REJECTED'; reason?: string },
    success: string,
  ) {
    decide.mutate(
      { id: submission.id, body },
      {
        onSuccess: () => {
          if (page > 1 && data?.items.length === 1) setPage(page - 1);
          void showToast('success', success);
        },
        onError: (error) => {
          if (handledByAdminFrame(error)) return;
          void showToast('error', errorMessage(error, 'Failed to update the proof.'));
        },
      },
    );
  }

  return (
    <AdminSection
      title="Proofs to review"
      description="Approve credits the reward once; reject pays nothing and lets the member submit again."
      count={data?.total}
    >
      {queue.isLoading ? (
        <div className="flex justify-center rounded-2xl border border-slate-200 bg-white py-12">
          <Spinner className="size-7" label="Loading proofs" />
        </div>
      ) : queue.error ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-700">
          {errorMessage(queue.error, 'Could not load the proofs.')}
        </div>
      ) : !data || data.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white py-12 text-center">
          <Inbox className="size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 text-sm text-slate-600">
            {emptyPageText(data, 'proofs', 'No proofs are waiting for review.')}
          </p>
        </div>
      ) : (
        <ul aria-label="Proofs to review" className="grid gap-4 xl:grid-cols-2">
          {data.items.map((submission) => (
            <li
              key={submission.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{submission.task.title}</p>
                  <MemberCell member={submission.user} />
                </div>
                <div className="text-right">
                  <p className="font-bold text-slate-900 tabular-nums">{formatUsd(submission.reward)}</p>
                  <p className="text-xs text-slate-500">
                    <DateTimeText value={submission.createdAt} />
                  </p>
                </div>
              </div>
              {isPdf(submission.screenshotUrl) ? (
                <a
                  href={submission.screenshotUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="m-4 inline-flex items-center gap-2 text-sm font-semibold text-green-700 underline"
                >
                  Open the PDF proof <ExternalLink className="size-4" aria-hidden="true" />
                </a>
              ) : (
                <a
                  href={submission.screenshotUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block bg-slate-100"
                >
                  <img
                    src={submission.screenshotUrl}
                    alt={`Screenshot from ${submission.user.name} for ${submission.task.title}`}
                    className="mx-auto max-h-[520px] w-full object-contain"
                  />
                </a>
              )}
              <div className="mt-auto flex gap-2 border-t border-slate-100 p-4">
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  aria-label={`Approve proof from ${submission.user.name} for ${submission.task.title}`}
                  icon={<Check className="size-4" aria-hidden="true" />}
                  onClick={() => void approve(submission)}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="danger-outline"
                  disabled={decide.isPending}
                  aria-label={`Reject proof from ${submission.user.name} for ${submission.task.title}`}
                  icon={<X className="size-4" aria-hidden="true" />}
                  onClick={() => void reject(submission)}
                >
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > ADMIN_TASKS_PAGE_SIZE ? (
        <Pagination
          label="Proof pages"
          page={page}
          totalPages={totalPagesOf(data.total, ADMIN_TASKS_PAGE_SIZE)}
          onPageChange={setPage}
        />
      ) : null}
    </AdminSection>
  );
}
