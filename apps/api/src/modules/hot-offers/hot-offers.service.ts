import {
  liveOfferSchema,
  type CreateHotOfferBody,
  type HotOffer,
  type LiveOffer,
  type UpdateHotOfferBody,
} from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { mediaUploadPolicy } from '../uploads/uploads.service';
import { requireAdminMedia } from '../uploads/uploads.ownership';
import {
  deleteOffer,
  insertOffer,
  liveOffers,
  lockOffer,
  offerCount,
  offerPage,
  updateOffer,
  type OfferRow,
} from './hot-offers.repository';

function toHotOffer(row: OfferRow): HotOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    link: row.link,
    isActive: row.isActive,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

async function checkImage(tx: Executor, imageUrl: string | null | undefined) {
  if (imageUrl === undefined || imageUrl === null) return;
  await requireAdminMedia(tx, { url: imageUrl, policy: mediaUploadPolicy, allowHttps: true, noun: 'image' });
}

export function createHotOffersService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async page(page: number, pageSize: number) {
      const [rows, total] = await Promise.all([offerPage(db, page, pageSize), offerCount(db)]);
      return { items: rows.map(toHotOffer), total, page, pageSize };
    },

    /** GET /offers: active offers whose window (if any) holds now, newest first. */
    async live(): Promise<LiveOffer[]> {
      const rows = await liveOffers(db, clock.now());
      return rows.map((row) => liveOfferSchema.parse(toHotOffer(row)));
    },

    async create(adminId: string, body: CreateHotOfferBody): Promise<HotOffer> {
      return inTransaction(db, async (tx) => {
        await checkImage(tx, body.imageUrl);
        const row = await insertOffer(tx, {
          title: body.title,
          description: body.description,
          imageUrl: body.imageUrl ?? null,
          link: body.link ?? null,
          isActive: body.isActive ?? true,
          startsAt: toDate(body.startsAt) ?? null,
          endsAt: toDate(body.endsAt) ?? null,
        });
        await recordAudit(tx, {
          adminId,
          action: 'hot-offer.create',
          targetType: 'hot_offer',
          targetId: row.id,
          after: toHotOffer(row),
        });
        return toHotOffer(row);
      });
    },

    async update(adminId: string, id: string, body: UpdateHotOfferBody): Promise<HotOffer> {
      return inTransaction(db, async (tx) => {
        const before = await lockOffer(tx, id);
        if (before === undefined) throw new NotFoundError('Offer not found.');
        await checkImage(tx, body.imageUrl);
        const startsAt = toDate(body.startsAt);
        const endsAt = toDate(body.endsAt);
        const start = startsAt === undefined ? before.startsAt : startsAt;
        const end = endsAt === undefined ? before.endsAt : endsAt;
        if (start !== null && end !== null && end.getTime() <= start.getTime()) {
          throw new ValidationError('The end must be after the start.');
        }
        const after = await updateOffer(tx, id, {
          ...(body.title === undefined ? {} : { title: body.title }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.imageUrl === undefined ? {} : { imageUrl: body.imageUrl }),
          ...(body.link === undefined ? {} : { link: body.link }),
          ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
          ...(startsAt === undefined ? {} : { startsAt }),
          ...(endsAt === undefined ? {} : { endsAt }),
        });
        await recordAudit(tx, {
          adminId,
          action: 'hot-offer.update',
          targetType: 'hot_offer',
          targetId: id,
          before: toHotOffer(before),
          after: toHotOffer(after),
        });
        return toHotOffer(after);
      });
    },

    async remove(adminId: string, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const before = await deleteOffer(tx, id);
        if (before === undefined) throw new NotFoundError('Offer not found.');
        await recordAudit(tx, {
          adminId,
          action: 'hot-offer.delete',
          targetType: 'hot_offer',
          targetId: id,
          before: toHotOffer(before),
        });
      });
    },
  };
}
export type HotOffersService = ReturnType<typeof createHotOffersService>;
