// Worker-thread entry of the analysis pool: reading, analysing and rendering are CPU work that
// would otherwise stall every request and event stream of the api process.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { analyseUpload, renderPreview, UnprocessableUploadError } from './analyseUpload.ts';
import type { WorkerReply, WorkerTask } from './analysisPool.ts';

const port = parentPort;
if (!port) throw new Error('analysisWorker.ts runs only as a worker thread');
// A worker encodes one small image at a time from pixels it made itself: libvips' operation
// cache could never be hit and would only hold memory.
sharp.cache(false);

/** Niceness of a processing thread: the api's own thread (requests, streams) comes first. */
const WORKER_NICE = 10;
// Linux gives each thread its own niceness: this thread (and the libvips threads it starts) runs
// below the request thread, so on a busy machine the api answers first and processing takes the
// rest (docs/benchmarks.md "Collection import"). Elsewhere the thread keeps the process's.
try {
  const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(thread) && thread > 0) setPriority(thread, WORKER_NICE);
} catch {
  // no /proc/thread-self: not Linux
}

const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

// The PNGs are handed over, not copied: each is a buffer of its own (renderPreviews.ts).
async function run(task: WorkerTask): Promise<void> {
  if (task.kind === 'preview') {
    const png = await renderPreview(task.source, task.size);
    return reply({ id: task.id, type: 'done', result: png }, [png.buffer as ArrayBuffer]);
  }
  const result = await analyseUpload(task.bytes, task.fileName, (stage) =>
    reply({ id: task.id, type: 'stage', stage }),
  );
  const transfer = result.previews.map((p) => p.png.buffer as ArrayBuffer);
  reply({ id: task.id, type: 'done', result }, transfer);
}

port.on('message', (task: WorkerTask) => {
  run(task).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    reply({
      id: task.id,
      type: 'error',
      message,
      unreadable: error instanceof UnprocessableUploadError,
    });
  });
});
