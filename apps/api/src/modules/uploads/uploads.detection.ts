import { fileTypeFromBuffer } from 'file-type';
import { SaxesParser } from 'saxes';
import type { UploadContentType } from './upload-types';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const utf8 = new TextDecoder('utf-8', { fatal: true });

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

/**
 * An SVG has no magic number: accept only UTF-8 text that is a well-formed XML document whose root
 * element is <svg> (in the SVG namespace or none), without an internal DTD subset (entity tricks).
 */
export function isSvgDocument(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  const parser = new SaxesParser({ xmlns: true });
  const seen: { root?: { local: string; uri: string }; refused: boolean } = { refused: false };
  parser.on('xmldecl', (declaration) => {
    if (declaration.encoding !== undefined && !/^utf-?8$/i.test(declaration.encoding)) seen.refused = true;
  });
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) seen.refused = true;
  });
  parser.on('opentag', (tag) => {
    seen.root ??= { local: tag.local, uri: tag.uri };
  });
  try {
    parser.write(text).close();
  } catch {
    return false;
  }
  const { root } = seen;
  return !seen.refused && root?.local === 'svg' && (root.uri === SVG_NAMESPACE || root.uri === '');
}

/** The type the file's bytes show, when it is one of `allowed`; never the client's name or header. */
export async function detectUploadType(
  bytes: Uint8Array,
  allowed: readonly UploadContentType[],
): Promise<UploadContentType | undefined> {
  if (allowed.includes('image/svg+xml') && startsLikeMarkup(bytes)) {
    return isSvgDocument(bytes) ? 'image/svg+xml' : undefined;
  }
  const found = await fileTypeFromBuffer(bytes);
  // An animated PNG is still a PNG to every viewer.
  const mime = found?.mime === 'image/apng' ? 'image/png' : found?.mime;
  return allowed.find((type) => type === mime && type !== 'image/svg+xml');
}
