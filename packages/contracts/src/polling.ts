// How often the apps ask the server again. No zod here: the member app's first load imports this module.

/** Spec §9: the chat screens ask for new messages every 5 seconds. */
export const CHAT_POLL_MS = 5000;

/** The bell asks for unread notifications this often, so its count follows new notices without a reload. */
export const NOTIFICATIONS_POLL_MS = 15_000;
