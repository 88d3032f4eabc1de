import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Language } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { deposits, pushSubscriptions, transfers, users, withdrawals } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Saves a browser's subscription for the member, taking it from whoever had it (one browser, the member
 * signed in on it now), then drops the member's oldest beyond `keep`.
 */
export async function saveSubscription(
  db: Executor,
  subscription: { userId: string; endpoint: string; p256dh: string; auth: string },
  keep: number,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: subscription.userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        createdAt: sql`now()`,
      },
    });
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, subscription.userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, subscription.userId), notInArray(pushSubscriptions.id, newest)));
}

/** Removes the member's own subscription at this endpoint; another member's is left alone. */
export async function deleteMemberSubscription(
  db: Executor,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/**
 * The subscription a push job was queued for, while it still belongs to that member, with the member's
 * language (the push is written in it).
 */
export async function findSubscription(
  db: Executor,
  id: string,
  userId: string,
): Promise<(PushSubscriptionRow & { language: Language }) | undefined> {
  const [row] = await db
    .select({ subscription: pushSubscriptions, language: users.language })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
  return row === undefined ? undefined : { ...row.subscription, language: row.language };
}

/** Forgets a subscription the push service says is gone. */
export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The amount of the member's deposit or withdrawal, to say in its push. */
export async function paymentAmountCents(
  db: Executor,
  kind: 'deposit' | 'withdrawal',
  id: string,
  userId: string,
): Promise<number | undefined> {
  const table = kind === 'deposit' ? deposits : withdrawals;
  const [row] = await db
    .select({ amountCents: table.amountCents })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return row?.amountCents;
}

/** A transfer the member received: its amount and who sent it (their name as members see it). */
export async function receivedTransfer(
  db: Executor,
  id: string,
  recipientId: string,
): Promise<{ amountCents: number; senderName: string } | undefined> {
  const [row] = await db
    .select({ amountCents: transfers.amountCents, senderName: users.name })
    .from(transfers)
    .innerJoin(users, eq(users.id, transfers.senderId))
    .where(and(eq(transfers.id, id), eq(transfers.recipientId, recipientId)));
  return row;
}
