import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartDelimiterLimit } from './uploads.multipart';

async function drain(chunks: string[], boundary: string, maxDelimiters: number) {
  const guard = new MultipartDelimiterLimit(boundary, maxDelimiters);
  const passed: Buffer[] = [];
  try {
    for await (const chunk of Readable.from(chunks.map((text) => Buffer.from(text))).pipe(guard)) {
      passed.push(chunk as Buffer);
    }
    return { passed: Buffer.concat(passed).toString() };
  } catch (error) {
    return { passed: Buffer.concat(passed).toString(), error: (error as Error).message };
  }
}

describe('MultipartDelimiterLimit', () => {
  it('lets a form with few parts through unchanged, however it is split', async () => {
    const form = '--b\r\nA: 1\r\n\r\nx\r\n--b\r\nA: 2\r\n\r\ny\r\n--b--\r\n';
    for (let cut = 1; cut < form.length; cut += 1) {
      expect(await drain([form.slice(0, cut), form.slice(cut)], 'b', 3)).toEqual({ passed: form });
    }
  });

  it('fails at the first boundary line past the limit, also when one straddles two chunks', async () => {
    const form = '--bb\r\n\r\nx\r\n'.repeat(5);
    expect((await drain([form], 'bb', 4)).error).toBe(
      'Send one file in the form field "file" and nothing else.',
    );
    for (let cut = 1; cut < form.length; cut += 1) {
      expect((await drain([form.slice(0, cut), form.slice(cut)], 'bb', 4)).error).toBeDefined();
    }
  });

  it('reads the boundary of a Content-Type, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
  });
});
