import { z } from 'zod';
import { chatMessageSchema } from './chat';

/**
 * The live event stream, GET /events (server-sent events). Each frame is `event: <name>` with JSON data.
 * Frames that can be resumed carry an `id:`; a reconnect sends the last one as `Last-Event-ID` and gets
 * exactly what came after it. `hello` comes first: with `resumed: false` it carries the id to continue
 * from and the client refetches what the stream keeps fresh. Frames without an id (`wallet` on connect,
 * `admin.counts`) are the current state and are sent again on every connect.
 */

/** How often the server writes a comment to an idle stream, so proxies keep it open. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** A client that heard nothing (not even a heartbeat) for this long reconnects. */
export const LIVE_SILENCE_MS = 40_000;
/** How long a stream ticket (POST /events/ticket) may wait before GET /events?ticket= uses it, once. */
export const LIVE_TICKET_SECONDS = 30;

/** The first frame: whether the stream resumed after Last-Event-ID, or the client should refetch. */
export const liveHelloSchema = z.object({
  /** True when every event after the client's Last-Event-ID follows; false on a first connect or a gap. */
  resumed: z.boolean(),
  /** The id the stream continues from (the client's own when resumed). */
  lastEventId: z.string(),
});
export type LiveHello = z.infer<typeof liveHelloSchema>;

/** `chat.message`: a new message in a room the holder may read. `room` is 'public' or the member's id. */
export const liveChatMessageSchema = z.object({ room: z.string(), message: chatMessageSchema });
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

/** `chat.removed`: a message taken out of a room. */
export const liveChatRemovedSchema = z.object({
  room: z.string(),
  messageId: z.uuid(),
  seq: z.number().int(),
});
export type LiveChatRemoved = z.infer<typeof liveChatRemovedSchema>;

/** `wallet`: the member's balance in cents after a posting (and on connect). */
export const liveWalletSchema = z.object({ balance: z.number().int() });
export type LiveWallet = z.infer<typeof liveWalletSchema>;

/** `notification`: a new notification for the member (their own or one for everyone), or one removed. */
export const liveNotificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** An admin deleted it: it leaves the bell. */
  removed: z.boolean().optional(),
});
export type LiveNotification = z.infer<typeof liveNotificationSchema>;

/** `decision`: one of the member's deposits, withdrawals, transfers or task proofs changed state. */
export const liveDecisionSchema = z.object({
  kind: z.enum(['deposit', 'withdrawal', 'transfer', 'task']),
  id: z.uuid(),
  status: z.string(),
  /** For a transfer: whether the member sent or received it. */
  direction: z.enum(['sent', 'received']).optional(),
});
export type LiveDecision = z.infer<typeof liveDecisionSchema>;

/** `aviator.settled`: the member's bet in a round was settled (cashed out or crashed). */
export const liveAviatorSettledSchema = z.object({
  roundId: z.uuid(),
  betId: z.uuid(),
  status: z.string(),
  payout: z.number().int(),
});
export type LiveAviatorSettled = z.infer<typeof liveAviatorSettledSchema>;

/** The admin queues the console counts and keeps fresh. */
export const liveQueueSchema = z.enum(['deposits', 'withdrawals', 'review', 'support', 'tasks']);
export type LiveQueue = z.infer<typeof liveQueueSchema>;

/** `admin.counts` (admin streams): what waits in each queue, on connect and after every change. */
export const liveAdminCountsSchema = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  /** Pending withdrawals held for review (decision 0184), counted in `withdrawals` too. */
  review: z.number().int(),
  support: z.number().int(),
  tasks: z.number().int(),
});
export type LiveAdminCounts = z.infer<typeof liveAdminCountsSchema>;

/** `admin.queue` (admin streams): an item was added to or changed in a queue; its list should refetch. */
export const liveAdminQueueSchema = z.object({ queue: liveQueueSchema, id: z.uuid() });
export type LiveAdminQueue = z.infer<typeof liveAdminQueueSchema>;

/** Every frame the stream sends, by its `event:` name. */
export const liveEventSchemas = {
  hello: liveHelloSchema,
  'chat.message': liveChatMessageSchema,
  'chat.removed': liveChatRemovedSchema,
  wallet: liveWalletSchema,
  notification: liveNotificationSchema,
  decision: liveDecisionSchema,
  'aviator.settled': liveAviatorSettledSchema,
  'admin.counts': liveAdminCountsSchema,
  'admin.queue': liveAdminQueueSchema,
} as const;
export type LiveEventName = keyof typeof liveEventSchemas;
export type LiveEventData<Name extends LiveEventName> = z.infer<(typeof liveEventSchemas)[Name]>;

/** POST /events/ticket: a single-use ticket for `EventSource` (GET /events?ticket=), never the session token. */
export const liveTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;
