import { describe, expect, it } from 'vitest';
import {
  detectUploadType,
  isSvgDocument,
  startsLikeMarkup,
  svgBounds,
  svgStartRefused,
} from './uploads.detection';

const text = (value: string) => Buffer.from(value);
const svgNamespace = 'xmlns="http://www.w3.org/2000/svg"';

describe('isSvgDocument', () => {
  it.each([
    ['a bare <svg>', `<svg ${svgNamespace}/>`],
    [
      'an XML declaration, comments and white space',
      `<?xml version="1.0" encoding="utf-8"?>\n<!-- logo -->\n<svg ${svgNamespace}>\n</svg>\n`,
    ],
    ['a byte-order mark', `\uFEFF<svg ${svgNamespace}/>`],
    [
      'a DOCTYPE without internal subset',
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${svgNamespace}/>`,
    ],
    ['a prefixed root', '<s:svg xmlns:s="http://www.w3.org/2000/svg"/>'],
    ['no namespace', '<svg width="1" height="1"/>'],
  ])('accepts %s', async (_case, value) => {
    expect(await isSvgDocument(text(value))).toBe(true);
  });

  it.each([
    ['HTML around an <svg>', `<html><body><svg ${svgNamespace}/></body></html>`],
    ['an HTML5 page', `<!doctype html><svg ${svgNamespace}></svg>`],
    ['text before the root', `hello <svg ${svgNamespace}/>`],
    ['a second root', `<svg ${svgNamespace}/><svg ${svgNamespace}/>`],
    ['an unclosed element', `<svg ${svgNamespace}><g></svg>`],
    ['an undefined entity', `<svg ${svgNamespace}>&nbsp;</svg>`],
    ['an internal DTD subset', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${svgNamespace}/>`],
    ['another declared encoding', `<?xml version="1.0" encoding="windows-1252"?><svg ${svgNamespace}/>`],
    ['a foreign namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"/>'],
    ['nothing', ''],
  ])('refuses %s', async (_case, value) => {
    expect(await isSvgDocument(text(value))).toBe(false);
  });

  it('refuses bytes that are not UTF-8', async () => {
    expect(
      await isSvgDocument(
        Buffer.concat([text(`<svg ${svgNamespace}>`), Buffer.from([0xff, 0xfe]), text('</svg>')]),
      ),
    ).toBe(false);
  });
});

describe('isSvgDocument within its bounds', () => {
  const nested = (levels: number) =>
    text(`<svg ${svgNamespace}>${'<g>'.repeat(levels)}${'</g>'.repeat(levels)}</svg>`);

  it('accepts nesting, elements and attributes up to the bounds', async () => {
    expect(await isSvgDocument(nested(svgBounds.maxDepth - 1))).toBe(true);
    const attributes = Array.from(
      { length: svgBounds.maxAttributesPerElement },
      (_, i) => `a${String(i)}="1"`,
    );
    expect(await isSvgDocument(text(`<svg ${svgNamespace}><g ${attributes.join(' ')}/></svg>`))).toBe(true);
  });

  it('refuses what goes past them, in time linear in what it read', async () => {
    // 600,000 levels (4.2 MB) took minutes when the cost grew with the square of the depth.
    const started = performance.now();
    expect(await isSvgDocument(nested(600_000))).toBe(false);
    expect(await isSvgDocument(nested(svgBounds.maxDepth + 1))).toBe(false);
    expect(
      await isSvgDocument(text(`<svg ${svgNamespace}>${'<g/>'.repeat(svgBounds.maxElements + 1)}</svg>`)),
    ).toBe(false);
    const attributes = Array.from(
      { length: svgBounds.maxAttributesPerElement + 1 },
      (_, i) => `a${String(i)}="1"`,
    );
    expect(await isSvgDocument(text(`<svg ${svgNamespace}><g ${attributes.join(' ')}/></svg>`))).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('lets the event loop turn while it parses a large drawing', async () => {
    const path = `<path d="${'M 10 10 L 20 20 '.repeat(250_000)}"/>`;
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    expect(await isSvgDocument(text(`<svg ${svgNamespace}>${path}</svg>`))).toBe(true);
    clearInterval(ticker);
    expect(turns).toBeGreaterThan(10);
  });
});

describe('svgStartRefused', () => {
  it('refuses from its first bytes a file that cannot become an SVG, and nothing that still can', async () => {
    const head = (value: string) => text(value).subarray(0, 64 * 1024);
    expect(await svgStartRefused(head(`<svg ${svgNamespace}>${'<g>'.repeat(100_000)}`))).toBe(true);
    expect(await svgStartRefused(head(`<html>${'<p>x</p>'.repeat(20_000)}`))).toBe(true);
    expect(await svgStartRefused(head(`<svg ${svgNamespace}><path d="${'M 1 1 '.repeat(20_000)}"/>`))).toBe(
      false,
    );
    // A character cut in two where the head ends is not an error.
    const accented = text(`<svg ${svgNamespace}><text>é</text></svg>`);
    const cut = accented.indexOf(0xc3) + 1;
    expect(await svgStartRefused(accented.subarray(0, cut))).toBe(false);
  });
});

describe('startsLikeMarkup', () => {
  it('looks past a byte-order mark and white space only', () => {
    expect(startsLikeMarkup(text(' \r\n\t<svg'))).toBe(true);
    expect(startsLikeMarkup(Buffer.from([0xef, 0xbb, 0xbf, 0x3c]))).toBe(true);
    expect(startsLikeMarkup(text('%PDF-1.7'))).toBe(false);
    expect(startsLikeMarkup(text('   '))).toBe(false);
  });
});

describe('detectUploadType', () => {
  it('answers only types in the allowed list', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expect(await detectUploadType(gif, ['image/gif'])).toBe('image/gif');
    expect(await detectUploadType(gif, ['image/png', 'image/svg+xml'])).toBeUndefined();
    expect(await detectUploadType(text(`<svg ${svgNamespace}/>`), ['image/png'])).toBeUndefined();
    expect(await detectUploadType(text(`<svg ${svgNamespace}/>`), ['image/svg+xml'])).toBe('image/svg+xml');
  });

  it('treats an animated PNG as a PNG', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunk = (type: string, length: number) =>
      Buffer.concat([Buffer.from([0, 0, 0, length]), Buffer.from(type, 'latin1'), Buffer.alloc(length + 4)]);
    const apng = Buffer.concat([
      png,
      chunk('IHDR', 13),
      chunk('acTL', 8),
      chunk('IDAT', 1),
      chunk('IEND', 0),
    ]);
    expect(await detectUploadType(apng, ['image/png'])).toBe('image/png');
  });
});
