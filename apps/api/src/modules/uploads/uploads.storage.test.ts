import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage, createStorage, s3PublicUrl } from './uploads.storage';

const noS3 = {
  bucket: undefined,
  region: undefined,
  endpoint: undefined,
  accessKeyId: undefined,
  secretAccessKey: undefined,
  publicUrl: undefined,
};

describe('local storage', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'earnflow-storage-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('creates its folder, writes the bytes under the name and answers /uploads/<name>', async () => {
    const uploadsDir = path.join(directory, 'uploads');
    const storage = createStorage({ kind: 'local', uploadsDir, s3: noS3 });
    const name = `${'a'.repeat(32)}.png`;
    const url = await storage.save(name, Buffer.from('png bytes'), 'image/png', 'public');
    expect(url).toBe(`/uploads/${name}`);
    expect(await readFile(path.join(uploadsDir, name), 'utf8')).toBe('png bytes');
    expect(await readdir(uploadsDir)).toEqual([name]);
  });

  it('never overwrites a stored file', async () => {
    const storage = createLocalStorage(directory);
    const name = `${'b'.repeat(32)}.pdf`;
    await storage.save(name, Buffer.from('first'), 'application/pdf', 'private');
    await expect(storage.save(name, Buffer.from('second'), 'application/pdf', 'private')).rejects.toThrow(
      /EEXIST/,
    );
    expect(await readFile(path.join(directory, name), 'utf8')).toBe('first');
  });
});

describe('S3 storage', () => {
  it('builds public URLs from S3_PUBLIC_URL, else the endpoint, else AWS', () => {
    const name = `${'c'.repeat(32)}.png`;
    expect(s3PublicUrl({ ...noS3, publicUrl: 'https://cdn.example.com/files/' }, 'media', name)).toBe(
      `https://cdn.example.com/files/${name}`,
    );
    expect(s3PublicUrl({ ...noS3, endpoint: 'https://s3.example.com' }, 'media', name)).toBe(
      `https://s3.example.com/media/${name}`,
    );
    expect(s3PublicUrl({ ...noS3, region: 'eu-west-1' }, 'media', name)).toBe(
      `https://media.s3.eu-west-1.amazonaws.com/${name}`,
    );
  });

  it('needs a bucket', () => {
    expect(() => createS3Storage(noS3)).toThrow(/S3_BUCKET/);
  });

  it('puts the object with its type to an S3-compatible endpoint', async () => {
    const received: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
    const stored = new Map<string, Buffer>();
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        received.push({ method: request.method, url: request.url, headers: request.headers, body });
        if (request.method === 'PUT') stored.set(request.url?.split('?')[0] ?? '', body);
        const object = stored.get(request.url?.split('?')[0] ?? '');
        if (request.method === 'GET' && object === undefined) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        response.writeHead(200, { etag: '"0"' }).end(request.method === 'GET' ? object : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const storage = createStorage({
        kind: 's3',
        uploadsDir: '/unused',
        s3: {
          ...noS3,
          bucket: 'media',
          endpoint,
          accessKeyId: 'test-key',
          secretAccessKey: 'test-secret',
          publicUrl: 'https://cdn.example.com',
        },
      });
      const name = `${'d'.repeat(32)}.svg`;
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(await storage.save(name, svg, 'image/svg+xml', 'public')).toBe(
        `https://cdn.example.com/${name}`,
      );

      expect(received).toHaveLength(1);
      const [put] = received;
      expect(put?.method).toBe('PUT');
      expect(put?.url?.split('?')[0]).toBe(`/media/${name}`);
      expect(put?.headers['content-type']).toBe('image/svg+xml');
      expect(put?.headers['content-disposition']).toBe('attachment');
      expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
      expect(put?.body.equals(svg)).toBe(true);

      // A private file is stored unshareable and answered at the API's own address, which reads it back.
      const receipt = `${'e'.repeat(32)}.png`;
      expect(await storage.save(receipt, Buffer.from('receipt'), 'image/png', 'private')).toBe(
        `/uploads/${receipt}`,
      );
      expect(received[1]?.headers['cache-control']).toBe('private, no-store');
      const stream = await storage.readPrivate?.(receipt);
      const chunks: Buffer[] = [];
      for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('receipt');
      expect(await storage.readPrivate?.(`${'f'.repeat(32)}.png`)).toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
