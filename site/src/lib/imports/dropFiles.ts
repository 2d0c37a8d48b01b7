import { batchFiles } from '../library/uploadBatches.ts';

/** A file of a drop or a pick and its path in the folder it came with (`Roses/rose.pes`). */
export interface DroppedFile {
  file: File;
  path: string;
}

/** The part of a dropped item this module reads (`DataTransferItem.webkitGetAsEntry()`). */
type Entry = Pick<FileSystemEntry, 'isFile' | 'isDirectory' | 'name'>;

const isFileEntry = (entry: Entry): entry is FileSystemFileEntry => entry.isFile;
const isDirectoryEntry = (entry: Entry): entry is FileSystemDirectoryEntry => entry.isDirectory;

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

// A directory reader hands out its entries in portions (100 in Chromium) until an empty one.
async function childrenOf(entry: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = entry.createReader();
  const children: FileSystemEntry[] = [];
  for (;;) {
    const portion = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (portion.length === 0) return children;
    children.push(...portion);
  }
}

async function walk(entry: Entry, prefix: string, out: DroppedFile[]): Promise<void> {
  const path = prefix ? `${prefix}/${entry.name}` : entry.name;
  if (isFileEntry(entry)) out.push({ file: await fileOf(entry), path });
  else if (isDirectoryEntry(entry))
    for (const child of await childrenOf(entry)) await walk(child, path, out);
}

/**
 * The files of a drop, folders walked with their paths. The entries must be taken while the
 * drop event runs (the browser empties the transfer afterwards): pass what
 * `webkitGetAsEntry()` gave for each item, or null where it gave nothing (then the plain file
 * of the same position is taken).
 */
export async function filesFromEntries(
  entries: ReadonlyArray<Entry | null>,
  files: readonly File[],
): Promise<DroppedFile[]> {
  const out: DroppedFile[] = [];
  if (entries.length === 0) return files.map((file) => ({ file, path: file.name }));
  for (const [index, entry] of entries.entries()) {
    const plain = files[index];
    if (entry) await walk(entry, '', out);
    else if (plain) out.push({ file: plain, path: plain.name });
  }
  return out;
}

/** The files of a file input; a folder pick (`webkitdirectory`) gives their relative paths. */
export function filesFromInput(files: readonly File[]): DroppedFile[] {
  return files.map((file) => ({ file, path: file.webkitRelativePath || file.name }));
}

/** True for a zip archive by its name (the api checks the bytes). */
export function isArchive(path: string): boolean {
  return /\.zip$/i.test(path);
}

/** How a drop is sent (docs/imports.md "Site"). */
export interface DropPlan {
  /** Each a resumable upload and its own import. */
  archives: DroppedFile[];
  /** Everything else, through `upload-files`, in batches (uploadBatches.ts). */
  loose: DroppedFile[];
  /** How many requests (imports) the loose files make. */
  batches: number;
  /** The top folder of a folder drop, else null. */
  folder: string | null;
  /** More than one request: the visitor is asked first (a zip would be one import, resumable). */
  ask: boolean;
}

/** Sorts a drop into archives and loose files and counts the requests the loose files need. */
export function planDrop(files: readonly DroppedFile[]): DropPlan {
  const archives = files.filter((f) => isArchive(f.path));
  const loose = files.filter((f) => !isArchive(f.path));
  const batches = batchFiles(loose.map((f) => ({ size: f.file.size }))).length;
  const tops = new Set(loose.map((f) => (f.path.includes('/') ? f.path.split('/')[0] : '')));
  const [top] = tops;
  return {
    archives,
    loose,
    batches,
    folder: tops.size === 1 && top ? top : null,
    ask: batches > 1,
  };
}
