import { LOGO_MAX_BYTES, type LogoType } from '@stickerei/shared/domain';
import { HttpError, badRequest } from '../lib/httpError.ts';

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w=.+-]+)*?(;base64)?,/i;

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  return prefix.every((b, i) => bytes[at + i] === b);
}

// An SVG is text whose first element is <svg>, possibly after a BOM, an XML declaration,
// comments and a doctype.
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest);
}

/** The image type of `bytes` from their first bytes, or null for anything else. */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (isSvg(bytes)) return 'image/svg+xml';
  return null;
}

// An SVG shown on its own (not through <img>) could run script; such logos are refused, and
// the logo route also sends a CSP that forbids script.
const ACTIVE_SVG = /<script[\s>]|\son[a-z]+\s*=|javascript:|<foreignObject[\s>]/i;

/**
 * Decodes a logo sent as a `data:` URL and checks it by its bytes (the declared type is not
 * trusted): PNG, JPEG, WebP or SVG without script, at most LOGO_MAX_BYTES.
 * @throws HttpError 400 (not a data URL), 413 (too large), 415 (not one of the image types)
 */
export function decodeLogo(dataUrl: string): { bytes: Buffer; type: LogoType } {
  const match = DATA_URL.exec(dataUrl);
  if (!match) {
    throw badRequest('The logo must be sent as a data: URL (data:image/png;base64,…).', [
      { field: '/logo', message: 'not a data: URL' },
    ]);
  }
  const payload = dataUrl.slice(match[0].length);
  return checkLogo(match[3] ? Buffer.from(payload, 'base64') : percentDecoded(payload));
}

function percentDecoded(text: string): Buffer {
  try {
    return Buffer.from(decodeURIComponent(text), 'utf8');
  } catch (error) {
    throw new HttpError(400, 'The logo data: URL has a broken percent-encoding (%XX).', {
      details: [{ field: '/logo', message: 'broken percent-encoding' }],
      cause: error,
    });
  }
}

/**
 * Checks logo bytes (uploaded or decoded): PNG, JPEG, WebP or SVG without script, at most
 * LOGO_MAX_BYTES; the type comes from the bytes.
 * @throws HttpError 400 (empty), 413 (too large), 415 (not one of the image types)
 */
export function checkLogo(bytes: Buffer): { bytes: Buffer; type: LogoType } {
  if (bytes.length === 0) throw badRequest('The logo is empty; choose an image file.');
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new HttpError(
      413,
      `The logo has ${bytes.length} bytes; at most ${LOGO_MAX_BYTES} (${LOGO_MAX_BYTES / 1024} KB) are accepted. Use a smaller image.`,
    );
  }
  const type = sniffLogoType(bytes);
  if (!type) {
    throw new HttpError(
      415,
      'The logo is not a PNG, JPEG, WebP or SVG image. Choose one of those.',
    );
  }
  if (type === 'image/svg+xml' && ACTIVE_SVG.test(bytes.toString('utf8'))) {
    throw new HttpError(
      415,
      'The SVG logo contains script or event handlers; remove them or use a PNG.',
    );
  }
  return { bytes, type };
}
