/** The console's review queue and one withdrawal's review (app/routes/admin/money-routes.tsx). */
export const REVIEW_QUEUE_PATH = '/admin/review-queue';

export function reviewPath(withdrawalId: string): string {
  return `${REVIEW_QUEUE_PATH}/${encodeURIComponent(withdrawalId)}`;
}
