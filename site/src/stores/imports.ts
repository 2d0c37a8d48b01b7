import { getImport, listImports, uploadFiles } from '@stickerei/shared/api-client';
import type { DesignImport } from '@stickerei/shared/domain';
import type { DroppedFile } from '../lib/imports/dropFiles.ts';
import { mergeImports, newlyFinished, pollDue } from '../lib/imports/importList.ts';
import {
  addSample,
  isImportFinished,
  outcomes,
  type Sample,
} from '../lib/imports/importProgress.ts';
import {
  cancelUpload,
  forgetStoredUpload,
  sendResumable,
  storedUploads,
  type RunningUpload,
  type StoredUpload,
} from '../lib/imports/resumableUpload.ts';
import { libraryApi } from '../lib/library/session.ts';
import { batchFiles } from '../lib/library/uploadBatches.ts';
import { importFeed } from './importFeed.ts';
import { uploads, type RefusalText } from './uploads.ts';

/** An archive being sent from this page. */
export interface Transfer {
  key: string;
  /** Known once the api created the upload (resumable) or answered (the plain fallback). */
  importId: string | null;
  fileName: string;
  size: number;
  sent: number;
  samples: Sample[];
  phase: 'sending' | 'failed';
  /** What the api said, or null for the generic message. */
  error: string | null;
  file: File;
}

export interface ImportsState {
  status: 'loading' | 'ready' | 'error';
  /** Newest first. */
  imports: DesignImport[];
  /** Readings of each import's entries through, for its rate. */
  samples: Record<string, Sample[]>;
  transfers: Transfer[];
  /** Uploads this browser began and can carry on, by import. */
  stored: Record<string, StoredUpload>;
  /** The batches of a large folder being sent. */
  parts: { part: number; parts: number } | null;
  /** Imports started or finished during this visit: their summaries show open. */
  fresh: string[];
}

type Listener = (after: ImportsState, before: ImportsState) => void;

const LIST_LIMIT = 50;
const TICK_MS = 2_000;

let state: ImportsState = {
  status: 'loading',
  imports: [],
  samples: {},
  transfers: [],
  stored: {},
  parts: null,
  fresh: [],
};
const listeners = new Set<Listener>();
// When each import was last heard of (event, poll or list), for the polling fallback.
const lastNews = new Map<string, number>();
let started = false;
let counter = 0;
let storedRead = false;
// The resumable uploads running on this page, by their transfer's key.
const running = new Map<string, RunningUpload>();

function set(change: (current: ImportsState) => ImportsState): void {
  const before = state;
  state = change(state);
  if (state !== before) for (const listener of listeners) listener(state, before);
}

function addFresh(fresh: string[], ids: string[]): string[] {
  const add = ids.filter((id) => !fresh.includes(id));
  return add.length ? [...fresh, ...add] : fresh;
}

/** Takes reports of imports (events, polls, the list) into the state. */
function report(reports: DesignImport[]): void {
  const now = Date.now();
  for (const item of reports) lastNews.set(item.id, now);
  set((current) => {
    const imports = mergeImports(current.imports, reports);
    const samples = { ...current.samples };
    for (const item of imports)
      if (!isImportFinished(item))
        samples[item.id] = addSample(samples[item.id] ?? [], { at: now, value: outcomes(item) });
    const finished = newlyFinished(current.imports, imports).map((item) => item.id);
    return { ...current, imports, samples, fresh: addFresh(current.fresh, finished) };
  });
  if (!storedRead && state.imports.some((item) => item.state === 'receiving')) void readStored();
}

function changeTransfer(key: string, change: Partial<Transfer>): void {
  set((current) => ({
    ...current,
    transfers: current.transfers.map((t) => (t.key === key ? { ...t, ...change } : t)),
  }));
}

/** Asks the api for one import (a new one, or one the stream has been quiet about). */
function track(importId: string): void {
  set((current) => ({ ...current, fresh: addFresh(current.fresh, [importId]) }));
  lastNews.set(importId, Date.now());
  getImport(libraryApi().client, importId).then(
    (item) => {
      importFeed.publish(item);
    },
    (error: unknown) => console.warn('Stickerei: an import could not be read.', error),
  );
}

// Uploads of this browser that stopped (a reload, a lost connection) and can carry on.
async function readStored(): Promise<void> {
  storedRead = true;
  try {
    const stored = await storedUploads();
    const receiving = new Set(
      state.imports.filter((i) => i.state === 'receiving').map((i) => i.id),
    );
    const known = new Set(state.imports.map((i) => i.id));
    // An upload whose import arrived (or is gone) is of no more use.
    for (const upload of stored.values())
      if (known.has(upload.importId) && !receiving.has(upload.importId))
        void forgetStoredUpload(upload.storageKey);
    set((current) => ({
      ...current,
      stored: Object.fromEntries([...stored].filter(([id]) => receiving.has(id))),
    }));
  } catch (error) {
    console.warn('Stickerei: interrupted uploads could not be read.', error);
  }
}

function tick(): void {
  const now = Date.now();
  const open = uploads.status() === 'open';
  for (const item of state.imports) {
    if (pollDue(item, lastNews.get(item.id) ?? 0, now, open)) track(item.id);
  }
  // A stalled import's rate falls: a reading with the same count is a reading too.
  set((current) => {
    const running = current.imports.filter((item) => !isImportFinished(item));
    if (running.length === 0) return current;
    const samples = { ...current.samples };
    for (const item of running)
      samples[item.id] = addSample(samples[item.id] ?? [], { at: now, value: outcomes(item) });
    return { ...current, samples };
  });
}

async function sendPlain(key: string, file: File, refusal: RefusalText): Promise<void> {
  try {
    const answer = await uploadFiles(libraryApi().client, [{ file, name: file.name }]);
    set((current) => ({
      ...current,
      transfers: current.transfers.filter((t) => t.key !== key),
    }));
    track(answer.import.id);
  } catch (error) {
    changeTransfer(key, { phase: 'failed', error: refusal(error) });
  }
}

async function sendArchive(transfer: Transfer, refusal: RefusalText): Promise<void> {
  const { key, file } = transfer;
  const { auth } = libraryApi();
  const remove = () => {
    running.delete(key);
    set((current) => ({
      ...current,
      transfers: current.transfers.filter((t) => t.key !== key),
    }));
  };
  try {
    const upload = await sendResumable({
      file,
      origin: location.origin,
      getToken: () => auth.getAccessToken(),
      onImport: (importId) => {
        changeTransfer(key, { importId });
        track(importId);
      },
      onProgress: (sent, total) =>
        set((current) => ({
          ...current,
          transfers: current.transfers.map((t) =>
            t.key === key
              ? {
                  ...t,
                  sent,
                  size: total,
                  samples: addSample(t.samples, { at: Date.now(), value: sent }),
                }
              : t,
          ),
        })),
      onSuccess: remove,
      onError: (error, status) => {
        running.delete(key);
        // Without resumable uploads on this server, the archive goes as one plain request.
        if (status === 404 || status === 405) void sendPlain(key, file, refusal);
        else changeTransfer(key, { phase: 'failed', error: status ? refusal(error) : null });
      },
    });
    running.set(key, upload);
  } catch (error) {
    changeTransfer(key, { phase: 'failed', error: null });
    console.warn('Stickerei: the upload could not start.', error);
  }
}

/** Imports of the signed-in user: listed, followed live, and new ones sent from here. */
export const imports = {
  get: (): ImportsState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Lists the imports and follows them (once per page); the stream is the uploads store's. */
  start(): void {
    if (started) return;
    started = true;
    importFeed.subscribe((item) => report([item]));
    listImports(libraryApi().client, LIST_LIMIT).then(
      ({ items }) => {
        report(items);
        set((current) => ({ ...current, status: 'ready' }));
      },
      (error: unknown) => {
        console.warn('Stickerei: the imports could not be loaded.', error);
        set((current) => ({ ...current, status: 'error' }));
      },
    );
    setInterval(tick, TICK_MS);
  },
  /** Lists the imports again (after a failed first load). */
  reload(): void {
    set((current) => ({ ...current, status: 'loading' }));
    listImports(libraryApi().client, LIST_LIMIT).then(
      ({ items }) => {
        report(items);
        set((current) => ({ ...current, status: 'ready' }));
      },
      () => set((current) => ({ ...current, status: 'error' })),
    );
  },
  /** Sends zip archives, each a resumable upload and its own import. */
  sendArchives(files: readonly File[], refusal: RefusalText): void {
    for (const file of files) {
      const transfer: Transfer = {
        key: `archive:${++counter}`,
        importId: null,
        fileName: file.name,
        size: file.size,
        sent: 0,
        samples: [],
        phase: 'sending',
        error: null,
        file,
      };
      set((current) => ({ ...current, transfers: [transfer, ...current.transfers] }));
      void sendArchive(transfer, refusal);
    }
  },
  /** Sends loose files and folders in batches, each batch an import (docs/imports.md "Site"). */
  async sendFiles(files: readonly DroppedFile[], refusal: RefusalText): Promise<void> {
    const parts = files.map(({ file, path }) => ({ file, name: path, size: file.size }));
    const batches = batchFiles(parts);
    for (const [index, batch] of batches.entries()) {
      if (batches.length > 1)
        set((current) => ({ ...current, parts: { part: index + 1, parts: batches.length } }));
      await uploads.upload(batch, { refusal, onImport: track });
    }
    set((current) => ({ ...current, parts: null }));
  },
  /** Sends a failed archive again (a resumable one carries on where it stopped). */
  retry(key: string, refusal: RefusalText): void {
    const transfer = state.transfers.find((t) => t.key === key);
    if (!transfer) return;
    changeTransfer(key, { phase: 'sending', error: null, samples: [] });
    void sendArchive({ ...transfer, phase: 'sending' }, refusal);
  },
  /** Ends an upload running on this page: the api removes its bytes, its import is cancelled. */
  async cancel(key: string): Promise<void> {
    const upload = running.get(key);
    running.delete(key);
    set((current) => ({ ...current, transfers: current.transfers.filter((t) => t.key !== key) }));
    await upload?.cancel();
  },
  /** Ends an upload that is not running here (interrupted, or begun in another window). */
  async cancelImport(importId: string): Promise<void> {
    const stored = state.stored[importId];
    await cancelUpload({
      importId,
      origin: location.origin,
      getToken: () => libraryApi().auth.getAccessToken(),
      stored,
    });
    set((current) => {
      const { [importId]: _gone, ...rest } = current.stored;
      return { ...current, stored: rest };
    });
    track(importId);
  },
  dismiss(key: string): void {
    set((current) => ({ ...current, transfers: current.transfers.filter((t) => t.key !== key) }));
  },
};
