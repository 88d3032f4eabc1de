/** Tasks and Missions (/tasks): the task cards, their review states and the screenshot dialog. */
export default {
  intro: 'Complete a task, send a screenshot, and earn once it is approved.',
  loading: 'Loading tasks',
  /** Completes the sentence "Could not load … ." */
  loadList: 'today’s tasks',
  emptyTitle: 'No tasks right now',
  emptyDescription: 'New tasks and missions appear here. Check back soon.',
  goHome: 'Go to home',
  listLabel: 'Tasks',
  startFailedTitle: 'Failed',
  startFailed: 'Could not start task',
  verificationFailed: 'Verification failed',
  verified: 'Task verified and marked as completed!',

  // A task's card.
  progress: 'Progress',
  /** A progress bar's name for screen readers; `{title}` is the task's title. */
  progressLabel: '{title} progress',
  progressInReview: '{progress}%, waiting for review',
  waitingNote:
    '<0>Waiting for review:</0> your proof was sent. The reward shows as Pending until it is approved.',
  approvedNote: '<0>Approved:</0> the reward is in your balance.',
  /** `{reason}` is the admin's reason, in their words. */
  rejectedWithReason: '<0>Rejected:</0> {reason} Submit a new screenshot to try again.',
  rejected: '<0>Rejected.</0> Submit a new screenshot to try again.',
  completed: 'Completed',
  waitingForReview: 'Waiting for review',
  completeTask: 'Complete Task',
  startTask: 'Start Task',

  // The screenshot dialog.
  screenshotRequired: 'Screenshot URL is required.',
  dialogTitle: 'Submit your screenshot',
  dialogDescription: 'Proof that you completed "{title}".',
  cancel: 'Cancel',
  submitting: 'Submitting...',
  submit: 'Submit',
  screenshot: 'Screenshot',
  screenshotHint: 'An admin checks it; the reward is paid once it is approved.',
};
