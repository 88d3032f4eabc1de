import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  BonusVideo,
  RewardAd,
  WatchComplete,
  WatchItem,
  WatchList,
  WatchStart,
} from '@earnflow/contracts';
import {
  bonusVideoBodySchema,
  centsToDollars,
  errorCodes,
  dollarsToCents,
  rewardAdBodySchema,
} from '@earnflow/contracts';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { bonusVideos, rewardAds, uploads } from '../../db/schema';
import { businessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import {
  lockMemberOfLiveSession,
  SessionNotLiveError,
  type StatementSession,
} from '../sessions/statement-session';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { pageOffset } from '../../lib/list-filters';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { payRewardBuiltOnce } from '../earnings/earnings.service';
import { requireAdminMedia } from '../uploads/uploads.ownership';
import { mediaUploadPolicy } from '../uploads/uploads.service';
import {
  completeContext,
  creditView,
  watchListRows,
  startContext,
  startView,
  type RewardViewKind,
  type WatchContext,
} from './rewards.repository';

// What other modules use of this module's queries: they import it from here, not from the repository.
export { creditedViewsOnDay, unwatchedItemsOnDay } from './rewards.repository';

/** A view's reward with the view's credit, in one statement built once per database. */
const payViewCredit = payRewardBuiltOnce(
  'rewards_view_credit',
  creditView({
    viewId: sql.placeholder('viewId'),
    at: sql.placeholder('creditAt'),
    day: sql.placeholder('creditDay'),
    amountCents: sql.placeholder('creditAmount'),
  }),
);

type AdRow = typeof rewardAds.$inferSelect;
type VideoRow = typeof bonusVideos.$inferSelect;
type AdBody = z.output<typeof rewardAdBodySchema>;
type VideoBody = z.output<typeof bonusVideoBodySchema>;

const noLevelReason = 'Buy a level to start earning.';
const expiredReason = 'Your level has expired. Upgrade your level to keep earning.';

function toAd(row: AdRow): RewardAd {
  return {
    id: row.id,
    title: row.title,
    mediaUrl: row.mediaUrl,
    mediaType: row.mediaType,
    durationSeconds: row.durationSeconds,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

function toVideo(row: VideoRow): BonusVideo {
  return { ...toAd(row), bonus: centsToDollars(row.bonusCents) };
}

/** What each kind of view is called where a member reads it. */
const words: Record<RewardViewKind, { noun: string; nouns: string; referenceType: string }> = {
  AD: { noun: 'ad', nouns: 'ads', referenceType: 'ad_view' },
  VIDEO: { noun: 'video', nouns: 'videos', referenceType: 'video_view' },
};

export interface RewardsServiceDeps {
  db: Database;
  clock: Clock;
}

export function createRewardsService({ db, clock }: RewardsServiceDeps) {
  /** Admin media: an uploaded file of the matching kind (image or video) or an https address. */
  async function checkMedia(tx: Executor, body: { mediaUrl: string; mediaType: AdRow['mediaType'] }) {
    const noun = body.mediaType === 'IMAGE' ? 'image' : 'video';
    const { uploadId } = await requireAdminMedia(tx, {
      url: body.mediaUrl,
      policy: mediaUploadPolicy,
      allowHttps: true,
      noun,
    });
    if (uploadId !== null) {
      if (body.mediaType === 'YOUTUBE')
        throw new ValidationError('A YouTube video is given by its address, not uploaded.');
      const [upload] = await tx
        .select({ contentType: uploads.contentType })
        .from(uploads)
        .where(eq(uploads.id, uploadId));
      const isImage = upload?.contentType.startsWith('image/') === true;
      if (isImage !== (body.mediaType === 'IMAGE'))
        throw new ValidationError(`The uploaded file is not ${noun === 'image' ? 'an image' : 'a video'}.`);
    }
    return uploadId;
  }

  const adValues = async (tx: Executor, body: AdBody) => ({
    title: body.title,
    mediaUrl: body.mediaUrl,
    mediaType: body.mediaType,
    mediaUploadId: await checkMedia(tx, body),
    durationSeconds: body.durationSeconds,
    isActive: body.isActive,
  });

  const videoValues = async (tx: Executor, body: VideoBody) => {
    const bonusCents = dollarsToCents(body.bonus);
    if (bonusCents === null) throw new ValidationError('Bonus can have at most 2 decimals.');
    return { ...(await adValues(tx, body)), bonusCents };
  };

  const admin = {
    async adPage(page: number, pageSize: number) {
      const where = isNull(rewardAds.deletedAt);
      const rows = await db
        .select()
        .from(rewardAds)
        .where(where)
        .orderBy(desc(rewardAds.createdAt), desc(rewardAds.id))
        .limit(pageSize)
        .offset(pageOffset(page, pageSize));
      const [total] = await db.select({ value: count() }).from(rewardAds).where(where);
      return { items: rows.map(toAd), total: total?.value ?? 0, page, pageSize };
    },
    async createAd(adminId: string, body: AdBody) {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(rewardAds)
          .values(await adValues(tx, body))
          .returning();
        if (row === undefined) throw new Error('reward ad insert returned nothing');
        await recordAudit(tx, {
          adminId,
          action: 'reward_ad.create',
          targetType: 'reward_ad',
          targetId: row.id,
          after: toAd(row),
        });
        return toAd(row);
      });
    },
    async updateAd(adminId: string, id: string, body: AdBody) {
      return inTransaction(db, async (tx) => {
        const [before] = await tx
          .select()
          .from(rewardAds)
          .where(and(eq(rewardAds.id, id), isNull(rewardAds.deletedAt)))
          .for('update');
        if (before === undefined) throw new NotFoundError('Ad not found.');
        const [row] = await tx
          .update(rewardAds)
          .set({ ...(await adValues(tx, body)), updatedAt: sql`now()` })
          .where(eq(rewardAds.id, id))
          .returning();
        if (row === undefined) throw new NotFoundError('Ad not found.');
        await recordAudit(tx, {
          adminId,
          action: 'reward_ad.update',
          targetType: 'reward_ad',
          targetId: id,
          before: toAd(before),
          after: toAd(row),
        });
        return toAd(row);
      });
    },
    async removeAd(adminId: string, id: string) {
      await inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(rewardAds)
          .set({ deletedAt: clock.now(), isActive: false, updatedAt: sql`now()` })
          .where(and(eq(rewardAds.id, id), isNull(rewardAds.deletedAt)))
          .returning();
        if (row === undefined) throw new NotFoundError('Ad not found.');
        await recordAudit(tx, {
          adminId,
          action: 'reward_ad.delete',
          targetType: 'reward_ad',
          targetId: id,
          after: { deleted: true },
        });
      });
    },
    async videoPage(page: number, pageSize: number) {
      const where = isNull(bonusVideos.deletedAt);
      const rows = await db
        .select()
        .from(bonusVideos)
        .where(where)
        .orderBy(desc(bonusVideos.createdAt), desc(bonusVideos.id))
        .limit(pageSize)
        .offset(pageOffset(page, pageSize));
      const [total] = await db.select({ value: count() }).from(bonusVideos).where(where);
      return { items: rows.map(toVideo), total: total?.value ?? 0, page, pageSize };
    },
    async createVideo(adminId: string, body: VideoBody) {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(bonusVideos)
          .values(await videoValues(tx, body))
          .returning();
        if (row === undefined) throw new Error('video insert returned nothing');
        await recordAudit(tx, {
          adminId,
          action: 'bonus_video.create',
          targetType: 'bonus_video',
          targetId: row.id,
          after: toVideo(row),
        });
        return toVideo(row);
      });
    },
    async updateVideo(adminId: string, id: string, body: VideoBody) {
      return inTransaction(db, async (tx) => {
        const [before] = await tx
          .select()
          .from(bonusVideos)
          .where(and(eq(bonusVideos.id, id), isNull(bonusVideos.deletedAt)))
          .for('update');
        if (before === undefined) throw new NotFoundError('Video not found.');
        const [row] = await tx
          .update(bonusVideos)
          .set({ ...(await videoValues(tx, body)), updatedAt: sql`now()` })
          .where(eq(bonusVideos.id, id))
          .returning();
        if (row === undefined) throw new NotFoundError('Video not found.');
        await recordAudit(tx, {
          adminId,
          action: 'bonus_video.update',
          targetType: 'bonus_video',
          targetId: id,
          before: toVideo(before),
          after: toVideo(row),
        });
        return toVideo(row);
      });
    },
    async removeVideo(adminId: string, id: string) {
      await inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(bonusVideos)
          .set({ deletedAt: clock.now(), isActive: false, updatedAt: sql`now()` })
          .where(and(eq(bonusVideos.id, id), isNull(bonusVideos.deletedAt)))
          .returning();
        if (row === undefined) throw new NotFoundError('Video not found.');
        await recordAudit(tx, {
          adminId,
          action: 'bonus_video.delete',
          targetType: 'bonus_video',
          targetId: id,
          after: { deleted: true },
        });
      });
    },
  };

  /** The member's watch list: the items, what each pays now, the day's progress and the level's state. */
  async function list(kind: RewardViewKind, session: StatementSession): Promise<WatchList> {
    const now = clock.now();
    const rows = await watchListRows(db, { session, kind, day: businessDay(now) });
    const [first] = rows;
    if (first === undefined) throw new Error(`member ${session.userId} not found`);
    if (!first.live) throw new SessionNotLiveError();
    const { held, credited } = first.context;
    const level = held !== undefined && held.holding.expiresAt.getTime() > now.getTime() ? held : undefined;
    const items = rows.flatMap(({ context: { item }, paidCents }) =>
      item === undefined ? [] : [{ ...item, paidCents }],
    );
    return {
      items: items.map((row): WatchItem => ({
        id: row.id,
        title: row.title,
        mediaUrl: row.mediaUrl,
        mediaType: row.mediaType,
        durationSeconds: row.durationSeconds,
        amount: centsToDollars(
          kind === 'AD' ? (level?.level.ratePerAdCents ?? 0) : (row as VideoRow).bonusCents,
        ),
        watchedToday: credited.items.has(row.id),
        paidAmount: row.paidCents === null ? null : centsToDollars(row.paidCents),
      })),
      done: credited.count,
      limit: kind === 'AD' ? (level?.level.adsPerDay ?? 0) : items.length,
      earnedToday: centsToDollars(first.earnedCents),
      canEarn: level !== undefined,
      reason: level !== undefined ? null : held !== undefined ? expiredReason : noLevelReason,
    };
  }

  /** The member's level when it is active now, or a refusal that says what to do. */
  function levelOrRefusal(held: WatchContext<unknown>['held'], now: Date) {
    if (held === undefined) throw new ForbiddenError(noLevelReason);
    if (held.holding.expiresAt.getTime() <= now.getTime()) throw new ForbiddenError(expiredReason);
    return held;
  }

  /** What a view of this item pays at this level now: the rate per ad, or the video's bonus. */
  function amountNow(
    kind: RewardViewKind,
    level: { level: { ratePerAdCents: number } },
    item: AdRow | VideoRow,
  ) {
    return kind === 'AD' ? level.level.ratePerAdCents : (item as VideoRow).bonusCents;
  }

  /** Refusals that hold at start and again at completion: the daily limit and once per item a day. */
  function checkToday(
    kind: RewardViewKind,
    credited: WatchContext<unknown>['credited'],
    itemId: string,
    adsPerDay: number,
  ) {
    const { noun, nouns } = words[kind];
    if (kind === 'AD' && credited.count >= adsPerDay)
      throw new ConflictError(
        `You have watched all ${String(adsPerDay)} ${nouns} for today. Come back tomorrow.`,
      );
    if (credited.items.has(itemId))
      throw new ConflictError(`You have already watched this ${noun} today. Choose another one.`);
  }

  /**
   * Issues a view on the server clock; a view the member still had open is given up. The member's lock
   * is taken by the statement that checks the session; then one statement reads what decides (the item,
   * the level, the day's credits) and one writes.
   */
  async function start(kind: RewardViewKind, session: StatementSession, itemId: string): Promise<WatchStart> {
    const { userId } = session;
    return inTransaction(db, async (tx) => {
      const now = clock.now();
      await lockMemberOfLiveSession(tx, session);
      const context = await startContext(tx, { userId, kind, itemId, day: businessDay(now) });
      const { item } = context;
      if (item === undefined) throw new NotFoundError(`This ${words[kind].noun} is not available.`);
      const level = levelOrRefusal(context.held, now);
      checkToday(kind, context.credited, itemId, level.level.adsPerDay);
      const view = await startView(tx, {
        userId,
        kind,
        itemId: item.id,
        durationSeconds: item.durationSeconds,
        amountCents: amountNow(kind, level, item),
        now,
      });
      return { viewId: view.id, durationSeconds: view.durationSeconds, startedAt: now.toISOString() };
    });
  }

  /**
   * Credits a view once: the member's own, still open, watched for at least its duration on the server
   * clock, with an active level, within the day's limit and once per item a day. It pays the amount fixed
   * when the view started. The member's lock is
   * taken by the statement that checks the session; the view's update and the reward (earning + ledger
   * transaction) are written by one statement.
   */
  async function complete(
    kind: RewardViewKind,
    session: StatementSession,
    viewId: string,
  ): Promise<WatchComplete> {
    const { noun } = words[kind];
    const { userId } = session;
    return inTransaction(db, async (tx) => {
      const now = clock.now();
      const day = businessDay(now);
      await lockMemberOfLiveSession(tx, session);
      const context = await completeContext(tx, { userId, kind, viewId, day });
      if (context === undefined) throw new NotFoundError(`This view was not found. Start the ${noun} again.`);
      const { view, item } = context;
      if (view.creditedAt !== null)
        throw new ConflictError(`This ${noun} was already credited.`, errorCodes.alreadyCredited);
      if (view.endedAt !== null)
        throw new ConflictError(
          `This view has ended because another one was started. Start the ${noun} again.`,
        );
      const leftMs = view.startedAt.getTime() + view.durationSeconds * 1000 - now.getTime();
      if (leftMs > 0)
        throw new ConflictError(
          `Watch the ${noun} to the end: ${String(Math.ceil(leftMs / 1000))} more second${leftMs > 1000 ? 's' : ''}.`,
          errorCodes.watchNotFinished,
        );
      const level = levelOrRefusal(context.held, now);
      // The amount was fixed by the level held when the view started: a level bought since (after the
      // other expired, or an upgrade) has its own views.
      if (level.holding.startsAt.getTime() > view.startedAt.getTime())
        throw new ConflictError(`Your level changed after this ${noun} started. Start the ${noun} again.`);
      checkToday(kind, context.credited, view.itemId, level.level.adsPerDay);
      if (item === undefined) throw new NotFoundError(`This ${noun} is not available.`);
      // What the member was shown when the view started, even if an admin changed the rate or bonus
      // since (a view started before amounts were kept pays today's).
      const amountCents = view.amountCents ?? amountNow(kind, level, item);
      const paid = await payViewCredit(
        tx,
        {
          userId,
          source: kind === 'AD' ? 'ADS' : 'VIDEOS',
          amountCents,
          description: `${kind === 'AD' ? 'Ad' : 'Video'} watched: ${item.title}`,
          referenceType: words[kind].referenceType,
          referenceId: view.id,
          now,
        },
        { viewId: view.id, creditAt: now.toISOString(), creditDay: day, creditAmount: amountCents },
      );
      return {
        amount: centsToDollars(amountCents),
        currentBalance: centsToDollars(paid.walletBalanceCents),
      };
    });
  }

  return { admin, list, start, complete };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
