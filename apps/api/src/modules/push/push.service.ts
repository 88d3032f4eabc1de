import { createECDH, createHash, ECDH } from 'node:crypto';
import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { z } from 'zod';
import {
  liveDecisionSchema,
  type PushMessage,
  PUSH_SUBSCRIPTIONS_PER_MEMBER,
  type SavePushSubscriptionBody,
} from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { serverSecret } from '../../lib/server-secrets';
import { inTransaction } from '../../lib/transactions';
import type { Job } from '../jobs/jobs.service';
import { pushMessage, type PushSubject } from './push.messages';
import {
  type PushSubscriptionRow,
  deleteMemberSubscription,
  deleteSubscription,
  findSubscription,
  paymentAmountCents,
  receivedTransfer,
  saveSubscription,
} from './push.repository';

/** Queued by the live_events trigger (migration 0037): one per subscribed browser of the member. */
export const WEB_PUSH_JOB = 'web-push';

const VAPID_SECRET = 'web-push-vapid';
/** A decision a phone was off for a day is stale news: the push service may drop it after that. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Well inside the job's own time limit, so a silent push service fails this attempt, not the worker. */
const PUSH_TIMEOUT_MS = 15_000;

/** The push services of the browsers in use (Chrome and its kin, Firefox, Safari, Edge): nowhere else. */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** Where pushes may go and through what: tests add their own push service and trust its certificate. */
export interface PushDelivery {
  extraHosts?: readonly string[];
  agent?: Agent;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair from the installation's 32-byte secret: the secret is the P-256 private key, or,
 * for the one secret in 2^32 outside the curve's range, the first of its SHA-256 hashes that is not.
 */
export function vapidKeysFrom(secret: Buffer): VapidKeys {
  let candidate = secret;
  for (;;) {
    const curve = createECDH('prime256v1');
    try {
      curve.setPrivateKey(candidate);
    } catch {
      candidate = createHash('sha256').update(candidate).digest();
      continue;
    }
    return {
      publicKey: curve.getPublicKey().toString('base64url'),
      privateKey: candidate.toString('base64url'),
    };
  }
}

/** Who the push services may contact about our pushes: the app's https address, else its mail address. */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  const site = new URL(publicUrl);
  if (site.protocol === 'https:') return site.origin;
  const address = /<([^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

function isPushServiceHost(endpoint: string, hosts: readonly string[]): boolean {
  const { hostname } = new URL(endpoint);
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

function isCurvePoint(key: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(key, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

const pushJobSchema = z.object({
  userId: z.uuid(),
  subscriptionId: z.uuid(),
  eventType: z.string(),
  event: z.unknown(),
});

/** The part of a `chat.message` event a support reply's push needs (the trigger queues admins' only). */
const supportReplySchema = z.object({
  message: z.object({
    senderType: z.literal('ADMIN'),
    text: z.string(),
    mediaType: z.string().nullable().default(null),
  }),
});

export interface PushServiceDeps {
  db: Database;
  log: FastifyBaseLogger;
  publicUrl: string;
  mailFrom: string;
  delivery?: PushDelivery;
}

export function createPushService({ db, log, publicUrl, mailFrom, delivery = {} }: PushServiceDeps) {
  const hosts = [...PUSH_SERVICE_HOSTS, ...(delivery.extraHosts ?? [])];
  const subject = vapidSubject(publicUrl, mailFrom);
  let keys: Promise<VapidKeys> | undefined;

  function vapidKeys(): Promise<VapidKeys> {
    keys ??= serverSecret(db, VAPID_SECRET)
      .then(vapidKeysFrom)
      .catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
    return keys;
  }

  async function subjectOf(payload: z.infer<typeof pushJobSchema>): Promise<PushSubject | undefined> {
    const { userId } = payload;
    if (payload.eventType === 'chat.message') {
      const { message } = supportReplySchema.parse(payload.event);
      return { kind: 'support', text: message.text, mediaType: message.mediaType };
    }
    if (payload.eventType !== 'decision') return undefined;
    const decision = liveDecisionSchema.parse(payload.event);
    const { id, status } = decision;
    if (decision.kind === 'deposit' || decision.kind === 'withdrawal') {
      const amountCents = await paymentAmountCents(db, decision.kind, id, userId);
      return amountCents === undefined ? undefined : { kind: decision.kind, id, status, amountCents };
    }
    if (decision.kind === 'transfer' && decision.direction === 'received') {
      const transfer = await receivedTransfer(db, id, userId);
      return transfer === undefined ? undefined : { kind: 'transfer', id, ...transfer };
    }
    return undefined;
  }

  /**
   * Posts the push; answers the status the push service refused it with, or undefined once it took it.
   * Its own error is not passed on: it carries the endpoint, which is the subscription's address.
   */
  async function post(subscription: PushSubscriptionRow, message: PushMessage): Promise<number | undefined> {
    const vapid = await vapidKeys();
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          ...(delivery.agent === undefined ? {} : { agent: delivery.agent }),
        },
      );
      return undefined;
    } catch (error) {
      if (error instanceof webpush.WebPushError) return error.statusCode;
      throw error;
    }
  }

  return {
    async publicKey(): Promise<string> {
      return (await vapidKeys()).publicKey;
    },

    /** Keeps this browser's subscription for the member (at most PUSH_SUBSCRIPTIONS_PER_MEMBER, newest). */
    async save(userId: string, body: SavePushSubscriptionBody): Promise<void> {
      if (!isPushServiceHost(body.endpoint, hosts)) {
        throw new ValidationError("This browser's push service is not one the app can send to.", 'endpoint');
      }
      const p256dh = body.keys.p256dh.replace(/=+$/, '');
      if (!isCurvePoint(p256dh)) throw new ValidationError('keys.p256dh is not a valid key.', 'keys.p256dh');
      await inTransaction(db, (tx) =>
        saveSubscription(
          tx,
          { userId, endpoint: body.endpoint, p256dh, auth: body.keys.auth.replace(/=+$/, '') },
          PUSH_SUBSCRIPTIONS_PER_MEMBER,
        ),
      );
    },

    /** Forgets the member's own subscription at this endpoint (nothing when it is not theirs). */
    async remove(userId: string, endpoint: string): Promise<void> {
      await deleteMemberSubscription(db, userId, endpoint);
    },

    /**
     * Sends one queued push. A subscription the push service says is gone (404, 410) is deleted; any
     * other failure throws, so the job is tried again.
     */
    async deliver(job: Job): Promise<void> {
      const payload = pushJobSchema.parse(job.payload);
      // Unsubscribed, or the browser is another member's now: nothing to send.
      const subscription = await findSubscription(db, payload.subscriptionId, payload.userId);
      if (subscription === undefined) return;
      const subjectOfPush = await subjectOf(payload);
      const message =
        subjectOfPush === undefined ? undefined : pushMessage(subjectOfPush, subscription.language);
      if (message === undefined) return;
      if (!isPushServiceHost(subscription.endpoint, hosts)) {
        await deleteSubscription(db, subscription.id);
        return;
      }
      const refused = await post(subscription, message);
      if (refused === undefined) return;
      if (refused === 404 || refused === 410) {
        await deleteSubscription(db, subscription.id);
        log.info({ subscriptionId: subscription.id }, 'push subscription gone: removed');
        return;
      }
      throw new Error(`the push service answered ${String(refused)}`);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
