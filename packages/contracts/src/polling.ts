// No zod here: the member app's first load imports this module (the bell in the member shell).

/** The bell asks for unread notifications this often, so its count follows new notices without a reload. */
export const NOTIFICATIONS_POLL_MS = 15_000;
