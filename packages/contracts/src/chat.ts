import { z } from 'zod';
import { textSchema } from './common';

/** Spec: chat messages are at most this long (design §5). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages in the first answer of a room, in a page of earlier ones, and at most per poll. */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_SIZE_MAX = 100;
/** Spec §9: the chat screens ask for new messages every 5 seconds. */
export const CHAT_POLL_MS = 5000;

export const chatSenderTypeSchema = z.enum(['USER', 'ADMIN']);
export type ChatSenderType = z.infer<typeof chatSenderTypeSchema>;
export const chatMediaTypeSchema = z.enum(['image', 'video'], { error: 'mediaType must be image or video.' });
export type ChatMediaType = z.infer<typeof chatMediaTypeSchema>;

/**
 * A chat message as both rooms answer it. `seq` grows with every change to a room (a new message, a
 * removal), so a poll with `after` = the largest seq seen gets exactly what changed; a removed message
 * comes back once with `deleted: true` and no text or media, for the screen to drop it.
 * senderName is the member's name for USER messages and 'Admin' for every admin, whose senderId is ''.
 */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  senderId: z.string(),
  senderType: chatSenderTypeSchema,
  text: z.string(),
  mediaUrl: z.string().nullable(),
  mediaType: chatMediaTypeSchema.nullable(),
  isPublic: z.boolean(),
  senderName: z.string(),
  senderAvatar: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);

const seqMessage = 'The chat position is not valid. Load the chat again.';
const seqSchema = textSchema({ error: seqMessage }).regex(/^(0|[1-9]\d{0,15})$/, { error: seqMessage });
const chatLimitMessage = `limit is a whole number from 1 to ${CHAT_PAGE_SIZE_MAX}.`;

/**
 * GET /chat/public and GET /chat/private/{userId}: without a cursor the latest `limit` messages; with
 * `after` every change since that seq (oldest first, at most `limit`); with `before` the `limit`
 * messages before that seq (scrolling up). Always oldest first.
 */
export const chatQuerySchema = z
  .object({
    after: seqSchema.optional(),
    before: seqSchema.optional(),
    limit: z.coerce
      .number({ error: chatLimitMessage })
      .int({ error: chatLimitMessage })
      .min(1, { error: chatLimitMessage })
      .max(CHAT_PAGE_SIZE_MAX, { error: chatLimitMessage })
      .default(CHAT_PAGE_SIZE),
  })
  .refine((query) => query.after === undefined || query.before === undefined, {
    error: 'Ask for messages after or before a position, not both.',
  });
export type ChatQuery = z.input<typeof chatQuerySchema>;
export type ChatFilters = z.output<typeof chatQuerySchema>;

export const chatPrivateParamsSchema = z.object({ userId: z.uuid({ error: 'Invalid member id.' }) });
export type ChatPrivateParams = z.infer<typeof chatPrivateParamsSchema>;

/**
 * POST /chat (member or admin) → 201 ChatMessage. The sender, its type and name come from the token:
 * a member's senderId must be their own id and their senderType USER (else 403). mediaType is read
 * from the upload itself. An admin's private answer names the member in `recipientId`.
 */
export const sendChatMessageBodySchema = z
  .object({
    senderId: textSchema({ error: 'senderId must be text.' })
      .max(64, { error: 'senderId must be at most 64 characters.' })
      .nullish(),
    senderType: textSchema({ error: 'senderType must be text.' })
      .max(16, { error: 'senderType must be at most 16 characters.' })
      .nullish(),
    text: textSchema({ error: 'Message must be text.' })
      .trim()
      .max(CHAT_MESSAGE_MAX_LENGTH, {
        error: `A message is at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
      })
      .default(''),
    mediaUrl: textSchema({ error: 'The attachment address must be text.' })
      .max(2048, { error: 'The attachment address must be at most 2,048 characters.' })
      .nullish(),
    mediaType: chatMediaTypeSchema.nullish(),
    isPublic: z.boolean({ error: 'isPublic must be true or false.' }),
    recipientId: z.uuid({ error: 'Invalid member id.' }).nullish(),
  })
  .refine((body) => body.text !== '' || (body.mediaUrl ?? '') !== '', {
    error: 'Write a message or attach a file.',
  });
export type SendChatMessageBody = z.input<typeof sendChatMessageBodySchema>;

/** GET /chat/conversations (admin): members with a private conversation, latest first. */
export const chatConversationSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  lastMessage: z.string(),
  lastSenderType: chatSenderTypeSchema,
  lastMessageAt: z.string(),
  openTickets: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
export const chatConversationPageSchema = z.object({
  items: z.array(chatConversationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ChatConversationPage = z.infer<typeof chatConversationPageSchema>;
