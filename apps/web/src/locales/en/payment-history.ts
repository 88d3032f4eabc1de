/** What the deposit and withdrawal histories share: filters, list and empty states. */
export default {
  paymentMethod: 'Payment method',
  dateRange: 'Date range',
  status: 'Status',
  all: 'All',
  pending: 'Pending',
  rejected: 'Rejected',
  completed: 'Completed',
  removed: 'Removed',
  reason: 'Reason:',
  loadingHistory: 'Loading history',
  noHistory: 'No history found',
  /** `what` is the list's name in lower case, e.g. "deposits". */
  loadMore: 'Load more {what}',
};
