/**
 * Entry names of archives and folder uploads are text to show, never storage paths (storage keys
 * are made by the api): this only makes them readable and harmless in lists, logs and headers.
 */

const MAX_PATH = 500;

/**
 * The path of an entry as shown: `/` between folders, no drive letter, no leading `/`, no `.`
 * or `..` segments, no control characters.
 */
export function entryPath(raw: string): string {
  const segments = raw
    .replace(/\\/g, '/')
    .replace(/^[a-z]:/i, '')
    .split('/')
    .map((segment) =>
      [...segment]
        .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
        .join('')
        .trim(),
    )
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  const path = segments.join('/').slice(-MAX_PATH);
  return path || 'unnamed';
}

/** The last segment of a path. */
export const baseName = (path: string) => path.split('/').pop() ?? path;

// Files operating systems and archivers leave beside real content.
const SYSTEM_FILES = /^(\.ds_store|thumbs\.db|desktop\.ini|\.directory|icon\r?)$/i;

/** Why an entry is passed over without reading it (system files), or null. */
export function systemFileReason(path: string): string | null {
  if (path.split('/').includes('__MACOSX'))
    return 'A macOS resource file (__MACOSX), not a design.';
  const name = baseName(path);
  if (SYSTEM_FILES.test(name) || name.startsWith('._'))
    return `A file the operating system keeps (${name}), not a design.`;
  return null;
}

const KINDS: Array<[RegExp, string]> = [
  [/\.pdf$/i, 'a PDF document (a colour chart or instructions?)'],
  [/\.(jpe?g|png|gif|bmp|webp|tiff?|heic|svg)$/i, 'an image (a photo of the design?)'],
  [/\.(txt|rtf|docx?|odt|md|html?|url|nfo|csv|xlsx?)$/i, 'a text document'],
  [/\.(exe|msi|dmg|app|bat|cmd|sh|js|jar)$/i, 'a program'],
  [
    /\.(rar|7z|tar|gz|tgz|bz2|xz)$/i,
    'an archive of a kind this service does not unpack (only zip)',
  ],
  [
    /\.(art|emb|ofm|pxf|bx|be)$/i,
    'the working file of embroidery software, which machines do not read',
  ],
];

/** Why an entry no format reads is skipped: what it seems to be, from its name. */
export function notEmbroideryReason(path: string): string {
  const kind = KINDS.find(([pattern]) => pattern.test(path))?.[1];
  return kind
    ? `Not an embroidery file: ${kind}.`
    : 'Not an embroidery file: no format this service reads recognises its content.';
}

/** True for a name or leading bytes of a zip archive (a local header, or an empty archive). */
export function isZip(name: string, head: Uint8Array): boolean {
  const magic =
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));
  return magic || (head.length === 0 && /\.zip$/i.test(name));
}

// Words shops add to a file's name to tell its format (`rose_pes.pes`, `Rose-DST.dst`), and the
// copy counters of browsers and file managers (`rose (1).pes`, `rose copy.pes`).
const FORMAT_WORD =
  /[\s._-]+(dst|pes|pec|jef|jef\+|exp|vp3|vip|xxx|hus|sew|u01|tbf|shv|pcs|pcm|emb|art|csd|dsz|dsb|10o|ksm|stx|pmv|phc|phb|inb|xml|copy|kopie|\(\d+\))$/;

/**
 * What a file's name says its motif is, to compare files of one import: lower case, without the
 * extension, without a trailing format word or copy counter, letters and digits only.
 * `Rose_PES.pes`, `rose.dst` and `ROSE (1).jef` all say `rose`.
 */
export function motifStem(fileName: string): string {
  let stem = baseName(fileName)
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .trim();
  for (let previous = ''; previous !== stem;) {
    previous = stem;
    stem = stem.replace(FORMAT_WORD, '');
  }
  return stem.normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '');
}
