import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, viewLink, type TestContext } from '../../../test/app';
import { createUploadLinks, uploadLinksSecret } from './uploads.links';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember } from '../../../test/factories';

const MB = 1024 * 1024;
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const storedUrl = /^\/uploads\/[0-9a-f]{32}\.([a-z0-9]+)$/;

const base64 = (text: string) => Buffer.from(text, 'base64');
const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'latin1');
/** An ISO media file (MP4, MOV) is a `ftyp` box with its brand first. */
const isoMedia = (brand: string) =>
  Buffer.concat([bytes(0, 0, 0, 0x18), ascii('ftyp'), ascii(brand), bytes(0, 0, 2, 0), ascii('isommp42')]);
/** `start` followed by zeros up to `size` bytes. */
const padded = (start: Buffer, size: number) => Buffer.concat([start, Buffer.alloc(size - start.length)]);

const samples = {
  png: base64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  jpeg: Buffer.concat([
    bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10),
    ascii('JFIF\0'),
    bytes(0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9),
  ]),
  gif: base64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='),
  webp: base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
  pdf: ascii('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  svg: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>\n',
  ),
  mp4: isoMedia('isom'),
  mov: isoMedia('qt  '),
  // EBML header whose DocType is "webm".
  webm: Buffer.concat([
    bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f),
    bytes(0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08),
    bytes(0x42, 0x82, 0x84),
    ascii('webm'),
    bytes(0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02),
  ]),
};

let ctx: TestContext;
let dataDir: string;
let uploadsDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'earnflow-uploads-'));
  uploadsDir = path.join(dataDir, 'uploads');
  // A built web app, so a missing upload is seen to be a 404 and not the app's page.
  const webDist = path.join(dataDir, 'web');
  await mkdir(webDist);
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>__APP_NAME__</title>');
  ctx = await createTestContext({ env: { DATA_DIR: dataDir }, webDist });
});
afterAll(async () => {
  keepAlive.destroy();
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function memberToken() {
  const member = await seedMember(ctx.app.db);
  return loginMember(ctx.app, member.email);
}

async function storedFiles() {
  try {
    return (await readdir(uploadsDir)).sort();
  } catch {
    return [];
  }
}

interface FilePart {
  field?: string;
  content: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
async function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field ?? 'file',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.filename ?? 'upload.bin',
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

interface SocketResponse {
  statusCode: number;
  contentType: string;
  body: string;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A request over a real socket: inject (like browsers) resolves dot segments and never streams. */
async function overSocket(
  options: { method?: string; path: string; headers?: Record<string, string> },
  body?: Buffer,
): Promise<SocketResponse> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, agent: keepAlive, ...options }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          statusCode: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    request.on('error', reject);
    // Sent in 64 KiB chunks without a length, as a streaming client does.
    for (let offset = 0; body !== undefined && offset < body.length; offset += 64 * 1024) {
      request.write(body.subarray(offset, offset + 64 * 1024));
    }
    request.end();
  });
}

type UploadRoute = '/api/upload-file' | '/api/upload';

async function upload(route: UploadRoute, token: string, file: FilePart) {
  const { payload, contentType } = await multipart([file]);
  return ctx.app.inject({
    method: 'POST',
    url: route,
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const documentTypeMessage = 'This file type is not allowed. Upload a PDF, PNG, JPEG or SVG file.';
const mediaTypeMessage =
  'This file type is not allowed. Upload an image (PNG, JPEG, GIF or WebP) or a video (MP4, WebM or MOV).';

describe('POST /upload-file (screenshots and receipts)', () => {
  it.each([
    ['png', samples.png, 'png', 'image/png'],
    ['jpeg', samples.jpeg, 'jpg', 'image/jpeg'],
    ['pdf', samples.pdf, 'pdf', 'application/pdf'],
    ['svg', samples.svg, 'svg', 'image/svg+xml'],
  ])(
    'accepts a %s, stores it under a random name and serves it back',
    async (_kind, content, extension, type) => {
      const token = await memberToken();
      const response = await upload('/api/upload-file', token, {
        content,
        filename: `proof.${extension}`,
        type,
      });
      expect(response.statusCode).toBe(201);
      const { url } = response.json<{ url: string }>();
      expect(url).toMatch(storedUrl);
      expect(url.endsWith(`.${extension}`)).toBe(true);

      // A receipt or screenshot is private: its plain address answers nothing, a signed link does.
      const plain = await get(url);
      expect(plain.statusCode).toBe(403);
      expect(plain.json()).toEqual({
        error: 'FORBIDDEN',
        message: 'This link has expired or is not valid. Reload the page to get a new one.',
      });
      expect(plain.body).not.toContain(content.subarray(0, 8).toString('latin1'));
      const served = await get(await viewLink(ctx, url));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(served.rawPayload.equals(content)).toBe(true);
    },
  );

  it('decides the type from the bytes: a PNG named receipt.pdf is stored and served as a PNG', async () => {
    const token = await memberToken();
    const response = await upload('/api/upload-file', token, {
      content: samples.png,
      filename: 'receipt.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/\.png$/);
    expect((await get(await viewLink(ctx, url))).headers['content-type']).toBe('image/png');
  });

  it('refuses a text file named .png, naming the allowed types, and stores nothing', async () => {
    const token = await memberToken();
    const before = await storedFiles();
    const response = await upload('/api/upload-file', token, {
      content: Buffer.from('just some text, not an image'),
      filename: 'screenshot.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'VALIDATION_ERROR', message: documentTypeMessage });
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    [
      'an HTML page with an <svg> inside',
      '<!DOCTYPE html><html><body><svg xmlns="http://www.w3.org/2000/svg"></svg><script>alert(1)</script></body></html>',
    ],
    [
      'XML whose root is not <svg>',
      '<?xml version="1.0"?><html><svg xmlns="http://www.w3.org/2000/svg"/></html>',
    ],
    ['an <svg> that is not well-formed', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'],
    [
      'an <svg> followed by more markup',
      '<svg xmlns="http://www.w3.org/2000/svg"/><script>alert(1)</script>',
    ],
    ['an <svg> in another namespace', '<svg xmlns="http://example.com/not-svg"/>'],
    [
      'an <svg> with an internal DTD subset',
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    ],
    [
      'an <svg> declared in another encoding',
      '<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    ],
  ])('refuses %s', async (_case, text) => {
    const token = await memberToken();
    const response = await upload('/api/upload-file', token, {
      content: Buffer.from(text),
      filename: 'image.svg',
      type: 'image/svg+xml',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'VALIDATION_ERROR', message: documentTypeMessage });
  });

  it('refuses an SVG that is not UTF-8', async () => {
    const token = await memberToken();
    const utf16 = Buffer.concat([
      bytes(0xff, 0xfe),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>', 'utf16le'),
    ]);
    const response = await upload('/api/upload-file', token, { content: utf16, filename: 'a.svg' });
    expect(response.statusCode).toBe(400);
  });

  it('serves a private file only while its link holds: an expired, altered or foreign link is refused', async () => {
    const token = await memberToken();
    const { url } = (await upload('/api/upload-file', token, { content: samples.png })).json<{
      url: string;
    }>();
    const other = (await upload('/api/upload-file', token, { content: samples.png })).json<{ url: string }>();
    const secret = () => uploadLinksSecret(ctx.app.db);
    const signedHoursAgo = (hours: number) =>
      createUploadLinks({ secret, clock: { now: () => new Date(Date.now() - hours * 3_600_000) } }).view(url);
    const good = await viewLink(ctx, url);
    const query = good.slice(good.indexOf('?'));
    const refused = [
      await signedHoursAgo(3),
      good.replace(/signature=./, (match) => (match.endsWith('A') ? 'signature=B' : 'signature=A')),
      good.replace(/expires=\d+/, (match) => `expires=${String(Number(match.slice(8)) + 3600)}`),
      `${other.url}${query}`,
      `${url}?expires=${'9'.repeat(12)}&signature=x`,
    ];
    for (const link of refused) expect((await get(link)).statusCode, link).toBe(403);
    expect((await get(await signedHoursAgo(0.5))).statusCode).toBe(200);
    expect((await get(good)).statusCode).toBe(200);
  });

  it('stores an SVG with a script but serves it only as a sandboxed attachment', async () => {
    const token = await memberToken();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
    );
    const response = await upload('/api/upload-file', token, { content: svg, filename: 'x.svg' });
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    const name = url.slice('/uploads/'.length);

    const served = await get(await viewLink(ctx, url));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(SVG_POLICY);
  });

  it('refuses GIF and video, which this call does not take', async () => {
    const token = await memberToken();
    for (const content of [samples.gif, samples.mp4]) {
      const response = await upload('/api/upload-file', token, { content, filename: 'a.png' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(documentTypeMessage);
    }
  });

  it('takes a file of exactly 5 MB and refuses one byte more with 413, writing nothing', async () => {
    const token = await memberToken();
    const exact = await upload('/api/upload-file', token, { content: padded(samples.png, 5 * MB) });
    expect(exact.statusCode).toBe(201);

    const before = await storedFiles();
    const over = await upload('/api/upload-file', token, { content: padded(samples.png, 5 * MB + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ error: 'VALIDATION_ERROR', message: 'The file is too large (max 5 MB).' });
    expect(await storedFiles()).toEqual(before);
  });

  it('gives every upload a fresh random name, never the client’s', async () => {
    const token = await memberToken();
    const urls = await Promise.all(
      [1, 2].map(async () => {
        const response = await upload('/api/upload-file', token, {
          content: samples.png,
          filename: 'my-photo.png',
        });
        return response.json<{ url: string }>().url;
      }),
    );
    const [first, second] = urls;
    expect(first).toMatch(storedUrl);
    expect(second).toMatch(storedUrl);
    expect(first).not.toBe(second);
    expect(urls.join()).not.toContain('my-photo');
    const names = urls.map((url) => url.slice('/uploads/'.length));
    expect(await storedFiles()).toEqual(expect.arrayContaining(names));
    for (const name of names) {
      expect((await readFile(path.join(uploadsDir, name))).equals(samples.png)).toBe(true);
    }
  });
});

describe('POST /upload (chat attachments)', () => {
  it.each([
    ['png', samples.png, 'png', 'image/png'],
    ['jpeg', samples.jpeg, 'jpg', 'image/jpeg'],
    ['gif', samples.gif, 'gif', 'image/gif'],
    ['webp', samples.webp, 'webp', 'image/webp'],
    ['mp4', samples.mp4, 'mp4', 'video/mp4'],
    ['webm', samples.webm, 'webm', 'video/webm'],
    ['mov', samples.mov, 'mov', 'video/quicktime'],
  ])('accepts a %s', async (_kind, content, extension, type) => {
    const token = await memberToken();
    const response = await upload('/api/upload', token, { content, filename: 'attachment.bin' });
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(storedUrl);
    expect(url.endsWith(`.${extension}`)).toBe(true);
    // Media (chat attachments, ad and offer images) are public and cached for good.
    const served = await get(url);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('refuses PDF, SVG and text, naming the allowed types', async () => {
    const token = await memberToken();
    for (const content of [samples.pdf, samples.svg, Buffer.from('hello')]) {
      const response = await upload('/api/upload', token, {
        content,
        filename: 'clip.mp4',
        type: 'video/mp4',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'VALIDATION_ERROR', message: mediaTypeMessage });
    }
  });

  it('limits images to 5 MB but videos to 50 MB', async () => {
    const token = await memberToken();
    const before = await storedFiles();
    const bigImage = await upload('/api/upload', token, { content: padded(samples.png, 5 * MB + 1) });
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The file is too large (max 5 MB).',
    });

    const tooBigVideo = await upload('/api/upload', token, { content: padded(samples.mp4, 50 * MB + 1) });
    expect(tooBigVideo.statusCode).toBe(413);
    expect(tooBigVideo.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The file is too large (max 50 MB).',
    });
    expect(await storedFiles()).toEqual(before);

    const video = await upload('/api/upload', token, { content: padded(samples.mp4, 6 * MB) });
    expect(video.statusCode).toBe(201);
  });

  it('refuses a streamed oversized file early over a real connection, which stays usable', async () => {
    const token = await memberToken();
    const { payload, contentType } = await multipart([{ content: padded(samples.png, 6 * MB) }]);
    const headers = { ...bearer(token), 'content-type': contentType };
    const refused = await overSocket({ method: 'POST', path: '/api/upload', headers }, payload);
    expect(refused.statusCode).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The file is too large (max 5 MB).',
    });
    const small = await multipart([{ content: samples.png }]);
    const next = await overSocket(
      {
        method: 'POST',
        path: '/api/upload',
        headers: { ...bearer(token), 'content-type': small.contentType },
      },
      small.payload,
    );
    expect(next.statusCode).toBe(201);
  });

  it('serves a video in ranges and revalidates by ETag, as players and browsers ask', async () => {
    const token = await memberToken();
    const content = padded(samples.mp4, 4096);
    const { url } = (await upload('/api/upload', token, { content })).json<{ url: string }>();
    const part = await get(url, { range: 'bytes=0-15' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-15/4096');
    expect(part.rawPayload.equals(content.subarray(0, 16))).toBe(true);

    const beyond = await get(url, { range: 'bytes=5000-6000' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */4096');
    expect(beyond.json<{ error: string }>().error).toBe('VALIDATION_ERROR');

    const etag = String(part.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('4096');
  });

  it('limits each member to 30 uploads per 10 minutes', async () => {
    const token = await memberToken();
    for (let index = 0; index < 30; index += 1) {
      expect((await upload('/api/upload', token, { content: samples.gif })).statusCode).toBe(201);
    }
    const limited = await upload('/api/upload', token, { content: samples.gif });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toBe('RATE_LIMITED');
    // Another member is not held back by it.
    expect((await upload('/api/upload', await memberToken(), { content: samples.gif })).statusCode).toBe(201);
  });
});

describe('bad upload requests', () => {
  const routes: UploadRoute[] = ['/api/upload-file', '/api/upload'];

  it.each(routes)('%s needs a member token: 401 without, 403 with an admin token', async (route) => {
    const { payload, contentType } = await multipart([{ content: samples.png }]);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: route,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ error: string }>().error).toBe('UNAUTHORIZED');

    const admin = await seedAdmin(ctx.app.db);
    const adminToken = await loginAdmin(ctx.app, admin.email);
    const asAdmin = await upload(route, adminToken, { content: samples.png });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json<{ error: string }>().error).toBe('FORBIDDEN');
  });

  it.each(routes)('%s answers 400 when no file was sent', async (route) => {
    const token = await memberToken();
    const cases = [
      await multipart([], { note: 'no file here' }),
      await multipart([{ field: 'image', content: samples.png }]),
      await multipart([]),
    ];
    for (const { payload, contentType } of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: route,
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'VALIDATION_ERROR', message: 'No file was uploaded.' });
    }
  });

  it('answers 400 for an empty file', async () => {
    const response = await upload('/api/upload-file', await memberToken(), { content: Buffer.alloc(0) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'VALIDATION_ERROR', message: 'The file is empty.' });
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify({ file: 'iVBORw0KGgo=' })],
    ['text', 'text/plain', 'hello'],
    ['raw bytes', 'image/png', samples.png],
  ])('refuses a %s body with 415 in the one error shape', async (_kind, contentType, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload-file',
      headers: { ...bearer(await memberToken()), 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Send the file as multipart/form-data in the form field "file".',
    });
  });

  it('answers 400 for a broken multipart body', async () => {
    const token = await memberToken();
    for (const contentType of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload-file',
        headers: { ...bearer(token), 'content-type': contentType },
        payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'The upload is not a valid multipart form.',
      });
    }
  });
});

describe('GET /uploads/<name>', () => {
  const expectNotFound = (url: string, response: SocketResponse) => {
    expect(response.statusCode, url).toBe(404);
    expect(response.contentType, url).toMatch(/^application\/json/);
    expect(JSON.parse(response.body), url).toMatchObject({ error: 'NOT_FOUND' });
  };

  it('answers 404 JSON, not the web app, for a missing file', async () => {
    for (const url of [`/uploads/${'a'.repeat(32)}.png`, '/uploads/', '/uploads']) {
      const response = await get(url);
      expectNotFound(url, {
        statusCode: response.statusCode,
        contentType: String(response.headers['content-type']),
        body: response.body,
      });
    }
    // The web app does answer other paths.
    const page = await get('/some/page');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves only names of the shape it generates, so nothing can climb out of the folder', async () => {
    await writeFile(path.join(dataDir, 'secret.png'), samples.png);
    await mkdir(uploadsDir, { recursive: true });
    await writeFile(path.join(uploadsDir, 'notes.txt'), 'private');
    await writeFile(path.join(uploadsDir, `.${'b'.repeat(32)}.png`), samples.png);
    await writeFile(path.join(uploadsDir, `${'C'.repeat(32)}.png`), samples.png);
    for (const url of [
      '/uploads/../x',
      '/uploads/../secret.png',
      '/uploads/..%2Fsecret.png',
      '/uploads/%2e%2e/secret.png',
      '/uploads/%2e%2e%2fsecret.png',
      '/uploads/..%5Csecret.png',
      '/uploads/notes.txt',
      `/uploads/.${'b'.repeat(32)}.png`,
      `/uploads/${'C'.repeat(32)}.png`,
      `/uploads/${'a'.repeat(32)}.html`,
      `/uploads/${'a'.repeat(32)}.png/`,
      `/uploads/x/${'a'.repeat(32)}.png`,
    ]) {
      expectNotFound(url, await overSocket({ path: url }));
    }
  });
});
