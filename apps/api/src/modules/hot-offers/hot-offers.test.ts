import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotOffer, LiveOffer } from '@earnflow/contracts';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember, uploadFile } from '../../../test/factories';

let ctx: TestContext;
let adminToken: string;
let memberToken: string;
const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
  memberToken = await loginMember(ctx.app, (await seedMember(ctx.app.db, { status: 'ACTIVE' })).email);
});
afterAll(async () => {
  await ctx.close();
});

const admin = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

const live = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/offers', headers: bearer(memberToken) })).json<
    LiveOffer[]
  >();

describe('hot offers', () => {
  it('members see active offers within their window only', async () => {
    const image = await uploadFile(ctx.app, adminToken, '/api/admin/upload');
    const always = await admin('POST', '/api/hot-offers', {
      title: 'Double rewards',
      description: 'All ads pay double this weekend.',
      imageUrl: image,
      link: '/daily-ads',
    });
    expect(always.statusCode).toBe(201);
    const later = await admin('POST', '/api/hot-offers', {
      title: 'Starts at noon',
      description: 'Soon.',
      startsAt: '2026-03-01T12:00:00Z',
      endsAt: '2026-03-03T00:00:00Z',
    });
    const hidden = await admin('POST', '/api/hot-offers', {
      title: 'Hidden',
      description: 'Off.',
      isActive: false,
    });
    expect((await live()).map((offer) => offer.title)).toEqual(['Double rewards']);
    clock.advance(3 * 60 * 60 * 1000);
    expect((await live()).map((offer) => offer.title)).toEqual(['Starts at noon', 'Double rewards']);
    await admin('PATCH', `/api/hot-offers/${hidden.json<HotOffer>().id}`, { isActive: true });
    expect(await live()).toHaveLength(3);
    expect((await admin('DELETE', `/api/hot-offers/${later.json<HotOffer>().id}`)).statusCode).toBe(204);
    expect(await live()).toHaveLength(2);
    expect((await admin('GET', '/api/hot-offers')).json()).toMatchObject({ total: 2 });
  });

  it('refuses bad links, images that are not admin uploads, and windows that end before they start', async () => {
    const memberUpload = await uploadFile(ctx.app, memberToken);
    for (const payload of [
      { title: 'x', description: 'y', link: 'javascript:alert(1)' },
      { title: 'x', description: 'y', link: '//evil.example' },
      { title: 'x', description: 'y', link: '/\\evil.example' },
      { title: 'x', description: 'y', link: '/deposit\\..\\x' },
      { title: 'x', description: 'y', imageUrl: memberUpload },
      { title: 'x', description: 'y', startsAt: '2026-03-05T00:00:00Z', endsAt: '2026-03-04T00:00:00Z' },
      { title: '', description: 'y' },
    ]) {
      const response = await admin('POST', '/api/hot-offers', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/hot-offers', headers: bearer(memberToken) }))
        .statusCode,
    ).toBe(403);
  });
});
