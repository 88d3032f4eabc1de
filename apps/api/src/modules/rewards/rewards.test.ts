import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  BonusVideo,
  CurrentUser,
  EarningItem,
  Level,
  LevelStatus,
  RewardAd,
  WatchList,
  WatchStart,
} from '@earnflow/contracts';
import { earnings, rewardViews } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember, uploadFile } from '../../../test/factories';
import { expectLedgerReconciles, fundWallet } from '../../../test/money';
import { letBackIn, sessionEndings } from '../../../test/session-endings';
import { walletBalanceCents } from '../ledger/ledger.service';

let ctx: TestContext;
let adminToken: string;
// 13:00 in Karachi.
const clock = new TestClock('2026-11-22T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let levelNumber = 100;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

async function adminPost<T>(url: string, payload: Record<string, unknown>): Promise<T> {
  const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

const createAd = (overrides: Record<string, unknown> = {}) =>
  adminPost<RewardAd>('/api/reward-ads', {
    title: 'Summer sale',
    mediaUrl: 'https://cdn.example.com/ad.png',
    mediaType: 'IMAGE',
    durationSeconds: 10,
    ...overrides,
  });

const createLevel = (overrides: Record<string, unknown> = {}) =>
  adminPost<Level>('/api/levels', {
    level: (levelNumber += 1),
    title: 'Starter',
    adsPerDay: 3,
    ratePerAd: 0.5,
    price: 10,
    expiryInDays: 30,
    isActive: true,
    ...overrides,
  });

/** A member who bought a level with the given rules. */
async function earner(levelOverrides: Record<string, unknown> = {}) {
  const level = await createLevel(levelOverrides);
  const seeded = await seedMember(ctx.app.db);
  await fundWallet(ctx.app.db, seeded.id, level.price * 100);
  const token = await loginMember(ctx.app, seeded.email);
  const bought = await ctx.app.inject({
    method: 'POST',
    url: `/api/levels/${level.id}/purchase`,
    headers: bearer(token),
  });
  expect(bought.statusCode, bought.body).toBe(201);
  return { ...seeded, token, level };
}

const start = (token: string, id: string, path = '/api/ads') =>
  ctx.app.inject({ method: 'POST', url: `${path}/${id}/start`, headers: bearer(token) });
const complete = (token: string, viewId: string, path = '/api/ads') =>
  ctx.app.inject({ method: 'POST', url: `${path}/views/${viewId}/complete`, headers: bearer(token) });

async function watch(token: string, id: string, path = '/api/ads') {
  const started = await start(token, id, path);
  expect(started.statusCode, started.body).toBe(201);
  const view = started.json<WatchStart>();
  clock.advance(view.durationSeconds * 1000);
  return complete(token, view.viewId, path);
}

describe('reward ads (admin)', () => {
  it('creates, edits, lists by page and deletes ads, with an uploaded or https media', async () => {
    const image = await uploadFile(ctx.app, adminToken, '/api/admin/upload');
    const ad = await createAd({ mediaUrl: image, title: 'Uploaded' });
    expect(ad).toMatchObject({ mediaUrl: image, mediaType: 'IMAGE', isActive: true });
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/reward-ads/${ad.id}`,
      headers: bearer(adminToken),
      payload: { title: 'Edited', mediaUrl: image, mediaType: 'IMAGE', durationSeconds: 5, isActive: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited', durationSeconds: 5, isActive: false });
    // An edit that leaves the switch out keeps the ad off.
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/reward-ads/${ad.id}`,
      headers: bearer(adminToken),
      payload: { title: 'Renamed', mediaUrl: image, mediaType: 'IMAGE', durationSeconds: 5 },
    });
    expect(renamed.json()).toMatchObject({ title: 'Renamed', isActive: false });
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/reward-ads?page=1&pageSize=5',
      headers: bearer(adminToken),
    });
    expect(page.json()).toMatchObject({ page: 1, pageSize: 5, total: 1, items: [{ id: ad.id }] });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/reward-ads/${ad.id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode).toBe(204);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/reward-ads',
      headers: bearer(adminToken),
    });
    expect(after.json()).toMatchObject({ total: 0 });
  });

  it('refuses bad media, bad durations and member tokens with a message', async () => {
    const { token } = await earner();
    const memberFile = await uploadFile(ctx.app, token, '/api/upload');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ mediaUrl: memberFile }, 400, 'Upload the image first, or give its https address.'],
      [{ mediaUrl: 'http://insecure.example.com/a.png' }, 400, 'an uploaded file or an https address'],
      [{ mediaType: 'YOUTUBE' }, 400, 'Give a YouTube video address'],
      [{ durationSeconds: 0 }, 400, 'Duration must be a whole number of seconds from 1 to 3600.'],
      [{ durationSeconds: '10' }, 400, 'Duration must be a whole number'],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/reward-ads',
        headers: bearer(adminToken),
        payload: {
          title: 'Bad',
          mediaUrl: 'https://x.example/a.png',
          mediaType: 'IMAGE',
          durationSeconds: 5,
          ...overrides,
        },
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const asMember = await ctx.app.inject({
      method: 'POST',
      url: '/api/reward-ads',
      headers: bearer(token),
      payload: { title: 'Mine', mediaUrl: 'https://x.example/a.png', mediaType: 'IMAGE', durationSeconds: 5 },
    });
    expect(asMember.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/reward-ads', headers: bearer(token) })).statusCode,
    ).toBe(403);
  });
});

describe('watching ads', () => {
  it('credits an ad only once its duration has passed on the server clock, and only once', async () => {
    const ad = await createAd({ durationSeconds: 30 });
    const { id, token } = await earner({ ratePerAd: 0.35 });
    const started = await start(token, ad.id);
    expect(started.statusCode).toBe(201);
    const view = started.json<WatchStart>();
    expect(view.durationSeconds).toBe(30);

    clock.advance(29_000);
    const early = await complete(token, view.viewId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: 'WATCH_NOT_FINISHED',
      message: 'Watch the ad to the end: 1 more second.',
    });
    expect(await walletBalanceCents(ctx.app.db, id)).toBe(0);

    clock.advance(1000);
    const credited = await complete(token, view.viewId);
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json()).toEqual({ amount: 0.35, currentBalance: 0.35 });
    const [earning] = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, id));
    expect(earning).toMatchObject({
      source: 'ADS',
      status: 'APPROVED',
      amount: 35,
      referenceId: view.viewId,
    });

    const again = await complete(token, view.viewId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'ALREADY_CREDITED',
      message: 'This ad was already credited.',
    });
    expect(await walletBalanceCents(ctx.app.db, id)).toBe(35);
  });

  it('pays what the ad or video paid when its view started, whatever an admin changes meanwhile', async () => {
    const ad = await createAd({ durationSeconds: 5 });
    const { id, token, level } = await earner({ ratePerAd: 0.2 });
    const adView = (await start(token, ad.id)).json<WatchStart>();
    const video = await adminPost<BonusVideo>('/api/video-bonus', {
      title: 'Mid-view edit',
      mediaUrl: 'https://cdn.example.com/v.mp4',
      mediaType: 'VIDEO',
      durationSeconds: 5,
      bonus: 1,
    });
    const patch = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url, headers: bearer(adminToken), payload });
    const raised = await patch(`/api/levels/${level.id}`, {
      level: level.level,
      title: level.title,
      adsPerDay: level.adsPerDay,
      ratePerAd: 50,
      price: level.price,
      expiryInDays: level.expiryInDays,
      isActive: true,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    clock.advance(5000);
    expect((await complete(token, adView.viewId)).json()).toEqual({ amount: 0.2, currentBalance: 0.2 });
    // The list shows the ad at what it was paid, beside what a view pays now.
    const listed = (
      await ctx.app.inject({ method: 'GET', url: '/api/ads', headers: bearer(token) })
    ).json<WatchList>();
    expect(listed.items.find((item) => item.id === ad.id)).toMatchObject({
      watchedToday: true,
      amount: 50,
      paidAmount: 0.2,
    });
    expect(listed.items.filter((item) => !item.watchedToday).every((item) => item.paidAmount === null)).toBe(
      true,
    );

    const videoView = (await start(token, video.id, '/api/videos')).json<WatchStart>();
    const edited = await patch(`/api/video-bonus/${video.id}`, {
      title: video.title,
      mediaUrl: video.mediaUrl,
      mediaType: 'VIDEO',
      durationSeconds: 5,
      bonus: 900,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    clock.advance(5000);
    const paid = await complete(token, videoView.viewId, '/api/videos');
    expect(paid.json()).toEqual({ amount: 1, currentBalance: 1.2 });
    expect(await walletBalanceCents(ctx.app.db, id)).toBe(120);
  });

  it("refuses another member's view and unknown ids", async () => {
    const ad = await createAd();
    const owner = await earner();
    const other = await earner();
    const view = (await start(owner.token, ad.id)).json<WatchStart>();
    clock.advance(10_000);
    const stolen = await complete(other.token, view.viewId);
    expect(stolen.statusCode).toBe(404);
    expect((await complete(other.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await start(other.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await complete(other.token, 'not-a-uuid')).statusCode).toBe(400);
    // A video view id is not an ad view.
    expect((await complete(owner.token, view.viewId, '/api/videos')).statusCode).toBe(404);
    expect(await walletBalanceCents(ctx.app.db, other.id)).toBe(0);
    expect((await complete(owner.token, view.viewId)).statusCode).toBe(200);
  });

  it('needs a level that is active and not expired', async () => {
    const ad = await createAd();
    const pending = await seedMember(ctx.app.db);
    const pendingToken = await loginMember(ctx.app, pending.email);
    const refused = await start(pendingToken, ad.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Buy a level to start earning.' });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/ads', headers: bearer(pendingToken) })
    ).json<WatchList>();
    expect(list).toMatchObject({ canEarn: false, reason: 'Buy a level to start earning.', limit: 0 });

    const { token, id: memberId } = await earner({ expiryInDays: 1 });
    const view = (await start(token, ad.id)).json<WatchStart>();
    clock.advance(DAY);
    const expired = await complete(token, view.viewId);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({
      message: 'Your level has expired. Upgrade your level to keep earning.',
    });
    const expiredList = (
      await ctx.app.inject({ method: 'GET', url: '/api/ads', headers: bearer(token) })
    ).json<WatchList>();
    expect(expiredList).toMatchObject({
      canEarn: false,
      reason: 'Your level has expired. Upgrade your level to keep earning.',
      limit: 0,
      done: 0,
      earnedToday: 0,
    });
    expect(expiredList.items.find((item) => item.id === ad.id)).toMatchObject({ amount: 0 });
    adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);

    // A view started under the expired level is not paid at its rate under the next one.
    const cheaper = await createLevel({ ratePerAd: 0.01, price: 1 });
    await fundWallet(ctx.app.db, memberId, 100);
    const bought = await ctx.app.inject({
      method: 'POST',
      url: `/api/levels/${cheaper.id}/purchase`,
      headers: bearer(token),
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const balance = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/wallets/me', headers: bearer(token) })).json<{
        currentBalance: number;
      }>().currentBalance;
    const before = await balance();
    const stale = await complete(token, view.viewId);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'Your level changed after this ad started. Start the ad again.',
    });
    expect(await balance()).toBe(before);
    const fresh = await watch(token, ad.id);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ amount: 0.01 });
  });

  it('pays at most adsPerDay ads a Karachi day, each ad once a day, and again after Karachi midnight', async () => {
    clock.set('2026-11-23T08:00:00Z');
    adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
    const ads = await Promise.all([createAd(), createAd(), createAd()]);
    const [first, second, third] = ads.map((ad) => ad.id) as [string, string, string];
    const { id, token } = await earner({ adsPerDay: 2, ratePerAd: 1 });
    const levelStatus = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/levels/me', headers: bearer(token) })
      ).json<LevelStatus>();
    const unwatched = async () => (await levelStatus()).adsUnwatched;
    const before = await unwatched();
    expect(before).toBeGreaterThanOrEqual(3);

    expect((await watch(token, first)).statusCode).toBe(200);
    const twice = await start(token, first);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      message: 'You have already watched this ad today. Choose another one.',
    });
    expect((await watch(token, second)).statusCode).toBe(200);
    const limit = await start(token, third);
    expect(limit.statusCode).toBe(409);
    expect(limit.json()).toMatchObject({
      message: 'You have watched all 2 ads for today. Come back tomorrow.',
    });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/ads', headers: bearer(token) })
    ).json<WatchList>();
    expect(list).toMatchObject({ done: 2, limit: 2, earnedToday: 2, canEarn: true });
    // Two of the ads up were watched today: that many fewer are left, and the level shows the day's count.
    expect(await unwatched()).toBe(before - 2);
    expect((await levelStatus()).adsToday).toBe(2);
    expect(list.items.find((item) => item.id === first)).toMatchObject({ watchedToday: true, amount: 1 });

    // 18:59:59 UTC is 23:59:59 in Karachi: still the same day there.
    clock.set('2026-11-23T18:59:59Z');
    expect((await start(token, third)).statusCode).toBe(409);
    clock.set('2026-11-23T19:00:00Z');
    expect((await watch(token, first)).statusCode).toBe(200);
    expect((await levelStatus()).adsToday).toBe(1);
    expect(await walletBalanceCents(ctx.app.db, id)).toBe(300);
  });

  it('hides deactivated and deleted ads; a deleted level still earns until it expires', async () => {
    const [shown, hidden, removed] = [await createAd(), await createAd(), await createAd()];
    const { token, level } = await earner();
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/reward-ads/${hidden.id}`,
      headers: bearer(adminToken),
      payload: {
        title: hidden.title,
        mediaUrl: hidden.mediaUrl,
        mediaType: 'IMAGE',
        durationSeconds: 10,
        isActive: false,
      },
    });
    expect(off.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/reward-ads/${removed.id}`,
      headers: bearer(adminToken),
    });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/ads', headers: bearer(token) })
    ).json<WatchList>();
    const ids = list.items.map((item) => item.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(removed.id);
    expect((await start(token, hidden.id)).statusCode).toBe(404);
    expect((await start(token, removed.id)).statusCode).toBe(404);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/levels/${level.id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await watch(token, shown.id)).statusCode).toBe(200);
  });

  it('keeps one view in flight: a new start ends the open one', async () => {
    const [one, two] = [await createAd(), await createAd()];
    const { token } = await earner();
    const first = (await start(token, one.id)).json<WatchStart>();
    const second = (await start(token, two.id)).json<WatchStart>();
    clock.advance(10_000);
    const ended = await complete(token, first.viewId);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({
      message: 'This view has ended because another one was started. Start the ad again.',
    });
    expect((await complete(token, second.viewId)).statusCode).toBe(200);
  });

  it('refuses a session that ended after its first watch call, before anything else and paying nothing', async () => {
    const ad = await createAd();
    const member = await earner({ adsPerDay: 20 });
    for (const { end, answer, status } of sessionEndings(ctx.app.db, () => clock.now())) {
      // A start, a completion due now, calls that are not valid and the list: each time the session's
      // refusal.
      for (const call of [
        (token: string) => start(token, ad.id),
        (token: string, viewId: string) => complete(token, viewId),
        (token: string) => start(token, 'not-a-uuid'),
        (token: string) => complete(token, '00000000-0000-4000-8000-000000000000', '/api/videos'),
        (token: string) => ctx.app.inject({ url: '/api/ads', headers: bearer(token) }),
      ]) {
        // A start makes the session known to this process; later calls check it in their statement.
        const token = await loginMember(ctx.app, member.email);
        const started = await start(token, ad.id);
        expect(started.statusCode, started.body).toBe(201);
        clock.advance(10_000);
        await end(member.id);
        const response = await call(token, started.json<WatchStart>().viewId);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(answer);
        await letBackIn(ctx.app.db, member.id);
      }
    }
    // Fifteen views started, none was credited.
    expect(await ctx.app.db.select().from(rewardViews).where(eq(rewardViews.userId, member.id))).toHaveLength(
      15,
    );
    expect(await ctx.app.db.select().from(earnings).where(eq(earnings.userId, member.id))).toEqual([]);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    // A live session goes on: the view started last is credited.
    const token = await loginMember(ctx.app, member.email);
    expect((await watch(token, ad.id)).statusCode).toBe(200);
  });
});

describe('bad input on the earning calls', () => {
  it('refuses wrong tokens, unknown ids and malformed queries with a message, changing nothing', async () => {
    const { id, token } = await earner();
    const memberOnly = ['/api/ads', '/api/videos', '/api/levels/me', '/api/wallets/history'];
    for (const url of memberOnly) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json<{ message: string }>().message).toBe('This needs a member sign-in.');
    }
    for (const url of ['/api/reward-ads', '/api/video-bonus']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode, url).toBe(
        403,
      );
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const cases: [string, string][] = [
      ['/api/reward-ads?page=0', 'Page must be a whole number from 1.'],
      ['/api/video-bonus?pageSize=1000', 'Page size must be a whole number from 1 to 100.'],
    ];
    for (const [url, message] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const badDates = await ctx.app.inject({
      method: 'GET',
      url: '/api/wallets/history?startDate=yesterday',
      headers: bearer(token),
    });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json<{ message: string }>().message).toContain('Start date must be a date and time');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['PATCH', `/api/reward-ads/${unknown}`],
      ['DELETE', `/api/video-bonus/${unknown}`],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: bearer(adminToken),
        ...(method === 'PATCH'
          ? {
              payload: {
                title: 'x',
                mediaUrl: 'https://x.example/a.png',
                mediaType: 'IMAGE',
                durationSeconds: 5,
              },
            }
          : {}),
      });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await start(token, 'not-a-uuid')).statusCode).toBe(400);
    expect(await walletBalanceCents(ctx.app.db, id)).toBe(0);
  });
});

describe('bonus videos', () => {
  it('admins manage videos; members earn the bonus once per video a day, as Videos', async () => {
    const video = await adminPost<BonusVideo>('/api/video-bonus', {
      title: 'How to earn',
      mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      mediaType: 'YOUTUBE',
      durationSeconds: 20,
      bonus: 0.75,
    });
    expect(video).toMatchObject({ bonus: 0.75, mediaType: 'YOUTUBE' });
    const image = await ctx.app.inject({
      method: 'POST',
      url: '/api/video-bonus',
      headers: bearer(adminToken),
      payload: {
        title: 'x',
        mediaUrl: 'https://x.example/a.png',
        mediaType: 'IMAGE',
        durationSeconds: 5,
        bonus: 1,
      },
    });
    expect(image.statusCode).toBe(400);
    const badBonus = await ctx.app.inject({
      method: 'POST',
      url: '/api/video-bonus',
      headers: bearer(adminToken),
      payload: {
        title: 'x',
        mediaUrl: 'https://x.example/a.mp4',
        mediaType: 'VIDEO',
        durationSeconds: 5,
        bonus: 0.333,
      },
    });
    expect(badBonus.statusCode).toBe(400);
    expect(badBonus.json<{ message: string }>().message).toContain('Bonus can have at most 2 decimals.');

    const { id, token } = await earner();
    const early = await start(token, video.id, '/api/videos');
    clock.advance(19_999);
    expect((await complete(token, early.json<WatchStart>().viewId, '/api/videos')).statusCode).toBe(409);
    clock.advance(1);
    const paid = await complete(token, early.json<WatchStart>().viewId, '/api/videos');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ amount: 0.75 });
    expect((await start(token, video.id, '/api/videos')).statusCode).toBe(409);
    const [earning] = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, id));
    expect(earning).toMatchObject({ source: 'VIDEOS', amount: 75 });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/videos', headers: bearer(token) })
    ).json<WatchList>();
    expect(list).toMatchObject({ done: 1, limit: list.items.length, earnedToday: 0.75, canEarn: true });
    expect(list.items.find((item) => item.id === video.id)).toMatchObject({
      watchedToday: true,
      amount: 0.75,
    });
  });
});

describe('earnings history and streak', () => {
  it('lists earnings filtered by source, status and Karachi dates, and counts the streak', async () => {
    clock.set('2026-12-01T06:00:00Z');
    adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
    const ad = await createAd({ durationSeconds: 5 });
    const member = await earner({ adsPerDay: 5, expiryInDays: 60 });
    const me = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(member.token) })
      ).json<CurrentUser>();
    expect((await me()).streakScore).toBe(0);
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      clock.set(`${day}T06:00:00Z`);
      expect((await watch(member.token, ad.id)).statusCode).toBe(200);
    }
    expect((await me()).streakScore).toBe(3);
    // The next day has no ad yet: the streak stands until that day ends.
    clock.set('2026-12-04T18:00:00Z');
    expect((await me()).streakScore).toBe(3);
    clock.set('2026-12-05T06:00:00Z');
    expect((await me()).streakScore).toBe(0);
    expect((await watch(member.token, ad.id)).statusCode).toBe(200);
    expect((await me()).streakScore).toBe(1);

    const history = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/wallets/history${query}`,
        headers: bearer(member.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<EarningItem[]>();
    };
    expect(await history('')).toHaveLength(4);
    expect((await history('?source=ADS&status=APPROVED'))[0]).toMatchObject({
      source: 'ADS',
      status: 'APPROVED',
      amount: 0.5,
    });
    expect(await history('?source=REFERRALS')).toEqual([]);
    expect(await history('?status=PENDING')).toEqual([]);
    // 2 December in Karachi: from 19:00 UTC on the 1st to the end of 2 December there.
    expect(
      await history('?startDate=2026-12-01T19:00:00.000Z&endDate=2026-12-02T18:59:59.999Z'),
    ).toHaveLength(1);
    // The spec's query with its chips at "All": an empty filter is no filter.
    expect(await history('?source=&status=')).toHaveLength(4);
    expect(
      await history(
        '?source=&status=APPROVED&startDate=2026-12-01T19:00:00.000Z&endDate=2026-12-02T18:59:59.999Z',
      ),
    ).toHaveLength(1);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/wallets/history?source=CASINO&status=',
      headers: bearer(member.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^Choose a source: /);
    const views = await ctx.app.db
      .select()
      .from(rewardViews)
      .where(and(eq(rewardViews.userId, member.id)));
    expect(views.every((view) => view.creditedAt !== null)).toBe(true);
  });
});
