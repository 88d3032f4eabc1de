import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import {
  bearer,
  fileForm,
  loginAdmin,
  loginMember,
  seedAdmin,
  seedMember,
  tinyPng,
  uploadFile,
} from '../../../test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles } from '../../../test/money';
import { requireAdminMedia } from './uploads.ownership';
import { documentUploadPolicy, mediaUploadPolicy } from './uploads.service';

/** An MP4 is an ISO media `ftyp` box with its brand first. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp42', 'latin1'),
]);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe('POST /admin/upload and the check admin forms reuse', () => {
  let ctx: TestContext;
  let adminId: string;
  let adminToken: string;
  let memberToken: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    const admin = await seedAdmin(ctx.app.db);
    adminId = admin.id;
    adminToken = await loginAdmin(ctx.app, admin.email);
    memberToken = await loginMember(ctx.app, (await seedMember(ctx.app.db)).email);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const adminUpload = async (token: string, content: Buffer) => {
    const { payload, contentType } = await fileForm(content);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });
  };

  it('takes images and videos from an admin and records the admin as owner', async () => {
    for (const [content, type] of [
      [tinyPng, 'image/png'],
      [mp4, 'video/mp4'],
    ] as const) {
      const response = await adminUpload(adminToken, content);
      expect(response.statusCode).toBe(201);
      const { url } = response.json<{ url: string }>();
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.(png|mp4)$/);
      const [row] = await ctx.app.db.select().from(uploads).where(eq(uploads.url, url));
      expect(row).toMatchObject({ adminId, userId: null, kind: 'MEDIA', contentType: type });
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const wrong = await adminUpload(adminToken, pdf);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message:
        'This file type is not allowed. Upload an image (PNG, JPEG, GIF or WebP) or a video (MP4, WebM or MOV).',
    });
  });

  it('needs an admin token: 401 without, 403 with a member token', async () => {
    const { payload, contentType } = await fileForm(tinyPng);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const asMember = await adminUpload(memberToken, tinyPng);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json<{ error: string }>().error).toBe('FORBIDDEN');
  });

  it('requireAdminMedia takes any admin’s upload, or an https address where the feature allows one', async () => {
    const otherAdmin = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
    const image = await uploadFile(ctx.app, otherAdmin, '/api/admin/upload');
    const [row] = await ctx.app.db.select().from(uploads).where(eq(uploads.url, image));
    const check = (url: string, allowHttps: boolean, policy = mediaUploadPolicy) =>
      requireAdminMedia(ctx.app.db, { url, policy, allowHttps, noun: 'image' });

    expect(await check(image, false)).toEqual({ uploadId: row?.id });
    expect(await check('https://videos.example.com/ad.mp4', true)).toEqual({ uploadId: null });

    const memberFile = await uploadFile(ctx.app, memberToken, '/api/upload');
    for (const url of [memberFile, 'https://videos.example.com/ad.mp4', '/uploads/../x.png', '']) {
      await expect(check(url, false), url).rejects.toMatchObject({
        statusCode: 400,
        message: 'Upload the image first: only a file uploaded by an admin can be used.',
      });
    }
    for (const url of [
      memberFile,
      'http://videos.example.com/ad.mp4',
      'https://',
      'https://a b.com/x',
      'https://videos.example.com/a\u0000.mp4',
    ]) {
      await expect(check(url, true), url).rejects.toMatchObject({
        statusCode: 400,
        message: 'Upload the image first, or give its https address.',
      });
    }

    const video = await uploadFile(ctx.app, adminToken, '/api/admin/upload', mp4);
    await expect(check(video, false, documentUploadPolicy)).rejects.toMatchObject({
      message: 'This file type is not allowed. Upload a PDF, PNG, JPEG or SVG file.',
    });
    await ctx.app.db.update(uploads).set({ deletedAt: new Date() }).where(eq(uploads.url, image));
    await expect(check(image, true)).rejects.toMatchObject({
      message: 'This file was removed. Upload the image again.',
    });
  });
});

describe('receipts on S3-compatible storage', () => {
  let ctx: TestContext;
  let server: http.Server;
  const stored = new Map<string, Buffer>();
  beforeAll(async () => {
    // Stands in for the bucket: keeps what is put, answers what is got.
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      const key = request.url?.split('?')[0] ?? '';
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'PUT') stored.set(key, Buffer.concat(chunks));
        response.writeHead(200, { etag: '"0"' }).end(request.method === 'GET' ? stored.get(key) : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await createTestContext({
      env: {
        STORAGE: 's3',
        S3_BUCKET: 'receipts',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_PUBLIC_URL: 'https://cdn.example.com/files',
      },
    });
    await enableAllPaymentMethods(ctx.app.db);
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps a receipt private: answered at the API’s own address, read back from the bucket by a signed link', async () => {
    const member = await seedMember(ctx.app.db);
    const token = await loginMember(ctx.app, member.email);
    const url = await uploadFile(ctx.app, token);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const name = url.slice(url.lastIndexOf('/') + 1);
    const deposit = (receipt: string, transactionId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/deposits',
        headers: bearer(token),
        payload: { amount: 10, paymentMethod: 'BINANCE', transactionId, receipt },
      });
    for (const receipt of [
      `/uploads/${'b'.repeat(32)}.png`,
      `https://cdn.example.com/files/${name}`,
      `https://evil.example/uploads/${name}`,
    ]) {
      const refused = await deposit(receipt, 'S3-REFUSED');
      expect(refused.statusCode, receipt).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(
        'Upload the receipt first: only a file you uploaded here can be attached.',
      );
    }
    const accepted = await deposit(url, 'S3-OK-1');
    expect(accepted.statusCode).toBe(201);
    const shown = accepted.json<{ receipt: string }>().receipt;
    expect(shown.startsWith(`${url}?expires=`)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    const served = await ctx.app.inject({ method: 'GET', url: shown });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.rawPayload.equals(stored.get(`/receipts/${name}`) ?? Buffer.alloc(0))).toBe(true);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('takes the member’s own picture at its public address as the profile picture, and no other', async () => {
    const member = await seedMember(ctx.app.db);
    const token = await loginMember(ctx.app, member.email);
    const url = await uploadFile(ctx.app, token, '/api/upload');
    const picture = (profileImage: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(token),
        payload: { profileImage },
      });
    for (const outside of [
      `https://cdn.example.com/files/${'c'.repeat(32)}.png`,
      'https://evil.example/me.png',
    ]) {
      expect((await picture(outside)).statusCode, outside).toBe(400);
    }
    const saved = await picture(url);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ profileImage: string }>().profileImage).toBe(url);
  });
});
