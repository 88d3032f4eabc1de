import type { BonusVideo, RewardAd } from '@earnflow/contracts';
import {
  bonusVideoBodySchema,
  centsToDollars,
  dollarsToCents,
  rewardAdBodySchema,
} from '@earnflow/contracts';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { requireAdminMedia } from '../uploads/uploads.ownership';
import { mediaUploadPolicy } from '../uploads/uploads.service';
import {
  adCount,
  adPage,
  deleteAd,
  deleteVideo,
  insertAd,
  insertVideo,
  lockAd,
  lockVideo,
  updateAd,
  updateVideo,
  uploadContentType,
  videoCount,
  videoPage,
  type AdRow,
  type VideoRow,
} from './rewards.repository';

type AdBody = z.output<typeof rewardAdBodySchema>;
type VideoBody = z.output<typeof bonusVideoBodySchema>;

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
    const contentType = await uploadContentType(tx, uploadId);
    const isImage = contentType?.startsWith('image/') === true;
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

/** The admin's ads and bonus videos: the lists, adding, editing and deleting them (each audited). */
export function createRewardItemsManagement({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async adPage(page: number, pageSize: number) {
      const rows = await adPage(db, page, pageSize);
      const total = await adCount(db);
      return { items: rows.map(toAd), total, page, pageSize };
    },
    async createAd(adminId: string, body: AdBody) {
      return inTransaction(db, async (tx) => {
        const row = await insertAd(tx, await adValues(tx, body));
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
        const before = await lockAd(tx, id);
        if (before === undefined) throw new NotFoundError('Ad not found.');
        const row = await updateAd(tx, id, await adValues(tx, body));
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
        const row = await deleteAd(tx, id, clock.now());
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
      const rows = await videoPage(db, page, pageSize);
      const total = await videoCount(db);
      return { items: rows.map(toVideo), total, page, pageSize };
    },
    async createVideo(adminId: string, body: VideoBody) {
      return inTransaction(db, async (tx) => {
        const row = await insertVideo(tx, await videoValues(tx, body));
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
        const before = await lockVideo(tx, id);
        if (before === undefined) throw new NotFoundError('Video not found.');
        const row = await updateVideo(tx, id, await videoValues(tx, body));
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
        const row = await deleteVideo(tx, id, clock.now());
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
}
