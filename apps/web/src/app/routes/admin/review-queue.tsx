import { ReviewQueue } from '@/features/admin-withdrawals/components/review-queue';

/** /admin/review-queue: the withdrawals held for review. */
export default function AdminReviewQueuePage() {
  return <ReviewQueue />;
}
