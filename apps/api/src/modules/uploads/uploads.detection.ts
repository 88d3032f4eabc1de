import { fileTypeFromBuffer } from 'file-type';
import { SaxesParser } from 'saxes';
import type { UploadContentType } from './upload-types';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** True when the bytes open like markup (after an optional UTF-8 byte-order mark and white space). */
export function startsLikeMarkup(bytes: Uint8Array): boolean {
  let index = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (index < bytes.length) {
    const byte = bytes[index];
    if (byte === 0x3c) return true;
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
    index += 1;
  }
  return false;
}

/** What an SVG may hold: more is refused before it costs more (decision 0135). */
export const svgBounds = {
  /** Elements inside one another (drawings from real editors nest a few dozen deep). */
  maxDepth: 128,
  maxElements: 50_000,
  maxAttributesPerElement: 256,
  /** Characters parsed between two turns of the event loop, so other requests are answered meanwhile. */
  sliceCharacters: 16 * 1024,
};

class SvgRefused extends Error {}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Parses SVG text within `svgBounds`, stopping at the first thing refused: answers whether it was
 * refused. `whole` says whether the text is the entire file or only its first bytes (then the document
 * may stop anywhere). Parses in slices with a turn of the event loop between them, so no file holds the
 * process.
 */
async function svgRefused(text: string, whole: boolean): Promise<boolean> {
  const parser = new SaxesParser({ xmlns: true });
  let root: { local: string; uri: string } | undefined;
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  parser.on('xmldecl', (declaration) => {
    if (declaration.encoding !== undefined && !/^utf-?8$/i.test(declaration.encoding)) throw new SvgRefused();
  });
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) throw new SvgRefused();
  });
  parser.on('attribute', () => {
    attributes += 1;
    if (attributes > svgBounds.maxAttributesPerElement) throw new SvgRefused();
  });
  parser.on('opentagstart', () => {
    attributes = 0;
    depth += 1;
    elements += 1;
    if (depth > svgBounds.maxDepth || elements > svgBounds.maxElements) throw new SvgRefused();
  });
  parser.on('opentag', (tag) => {
    root ??= { local: tag.local, uri: tag.uri };
    if (root.local !== 'svg' || (root.uri !== SVG_NAMESPACE && root.uri !== '')) throw new SvgRefused();
  });
  parser.on('closetag', () => {
    depth -= 1;
  });
  try {
    for (let start = 0; start < text.length; start += svgBounds.sliceCharacters) {
      if (start > 0) await yieldToEventLoop();
      parser.write(text.slice(start, start + svgBounds.sliceCharacters));
    }
    if (whole) parser.close();
  } catch {
    return true;
  }
  return whole && root === undefined;
}

/**
 * An SVG has no magic number: accept only UTF-8 text that is a well-formed XML document whose root
 * element is <svg> (in the SVG namespace or none), without an internal DTD subset (entity tricks), within
 * `svgBounds`.
 */
export async function isSvgDocument(bytes: Uint8Array): Promise<boolean> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !(await svgRefused(text, true));
}

/**
 * True when the first bytes of a file already show it is no SVG this app takes (not UTF-8, another root,
 * too deep, …), so the rest need not be read.
 */
export async function svgStartRefused(head: Uint8Array): Promise<boolean> {
  let text: string;
  try {
    // A character cut in two at the end of the head is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return true;
  }
  return svgRefused(text, false);
}

/** The type the file's bytes show, when it is one of `allowed`; never the client's name or header. */
export async function detectUploadType(
  bytes: Uint8Array,
  allowed: readonly UploadContentType[],
): Promise<UploadContentType | undefined> {
  if (allowed.includes('image/svg+xml') && startsLikeMarkup(bytes)) {
    return (await isSvgDocument(bytes)) ? 'image/svg+xml' : undefined;
  }
  const found = await fileTypeFromBuffer(bytes);
  // An animated PNG is still a PNG to every viewer.
  const mime = found?.mime === 'image/apng' ? 'image/png' : found?.mime;
  return allowed.find((type) => type === mime && type !== 'image/svg+xml');
}
