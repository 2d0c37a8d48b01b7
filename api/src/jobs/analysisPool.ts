import { Worker } from 'node:worker_threads';
import {
  UnprocessableUploadError,
  type AnalysisStage,
  type PreviewSource,
  type UploadAnalysis,
} from './analyseUpload.ts';

/** A message to an analysis worker. */
export type WorkerTask =
  | { id: number; kind: 'analyse'; bytes: Uint8Array; fileName: string }
  | { id: number; kind: 'preview'; source: PreviewSource; size: number };

/** What each kind of task gives back. */
export interface WorkerResults {
  analyse: UploadAnalysis;
  preview: Uint8Array;
}

type WorkerResult = WorkerResults[keyof WorkerResults];

/** A message from an analysis worker. */
export type WorkerReply =
  | { id: number; type: 'stage'; stage: AnalysisStage }
  | { id: number; type: 'done'; result: WorkerResult }
  | { id: number; type: 'error'; message: string; unreadable: boolean };

export interface AnalysisPoolOptions {
  /** Worker threads at most (the api's job concurrency). */
  size: number;
  /** A task still running after this long fails (a hostile file must not hang a worker). */
  timeoutMs: number;
  /** Heap limit of a worker; a file that needs more fails instead of taking the process down. */
  maxMemoryMb: number;
}

export interface AnalysisPool {
  /** @throws UnprocessableUploadError when the file cannot be processed (unreadable, too big, too slow) */
  analyse(
    bytes: Uint8Array,
    fileName: string,
    onStage?: (stage: AnalysisStage) => void,
  ): Promise<UploadAnalysis>;
  /**
   * One PNG preview of `size` px. Someone is waiting for it, so it goes ahead of queued analyses.
   * @throws UnprocessableUploadError when the file cannot be read or rendered in time
   */
  renderPreview(source: PreviewSource, size: number): Promise<Uint8Array>;
  /** Stops every worker; tasks under way or queued reject. */
  close(): Promise<void>;
}

interface Task {
  message: WorkerTask;
  onStage: (stage: AnalysisStage) => void;
  resolve: (result: WorkerResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

const WORKER_URL = new URL('./analysisWorker.ts', import.meta.url);

/** A small pool of worker threads that read, analyse and render files, one per thread at a time. */
export function createAnalysisPool(options: AnalysisPoolOptions): AnalysisPool {
  const slots: Slot[] = Array.from({ length: options.size }, () => ({
    worker: null,
    task: null,
    timer: null,
  }));
  const urgent: Task[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  const settle = (slot: Slot) => {
    const task = slot.task;
    if (slot.timer) clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = null;
    return task;
  };

  // A worker that died or was stopped is replaced on the next task.
  const discard = (slot: Slot, worker: Worker, error: Error) => {
    if (slot.worker !== worker) return;
    slot.worker = null;
    settle(slot)?.reject(error);
    void worker.terminate();
    dispatch();
  };

  const spawn = (slot: Slot): Worker => {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
    });
    worker.on('message', (reply: WorkerReply) => {
      const task = slot.task;
      if (!task || task.message.id !== reply.id) return;
      if (reply.type === 'stage') return task.onStage(reply.stage);
      settle(slot);
      if (reply.type === 'done') task.resolve(reply.result);
      else if (reply.unreadable) task.reject(new UnprocessableUploadError(reply.message));
      else
        task.reject(new UnprocessableUploadError(`could not process the file: ${reply.message}`));
      dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      discard(
        slot,
        worker,
        outOfMemory
          ? new UnprocessableUploadError(
              `the file needs more than ${options.maxMemoryMb} MB of memory to process`,
            )
          : error,
      );
    });
    worker.on('exit', (code) => {
      discard(slot, worker, new Error(`analysis worker stopped (exit code ${code})`));
    });
    worker.unref();
    return worker;
  };

  function dispatch(): void {
    for (const slot of slots) {
      if (closed) return;
      if (slot.task) continue;
      const task = urgent.shift() ?? queue.shift();
      if (!task) return;
      const worker = slot.worker ?? spawn(slot);
      slot.worker = worker;
      slot.task = task;
      slot.timer = setTimeout(() => {
        discard(
          slot,
          worker,
          new UnprocessableUploadError(
            `processing took longer than ${Math.round(options.timeoutMs / 1000)} s`,
          ),
        );
      }, options.timeoutMs);
      worker.postMessage(task.message);
    }
  }

  function run<K extends keyof WorkerResults>(
    message: WorkerTask & { kind: K },
    onStage: (stage: AnalysisStage) => void,
  ): Promise<WorkerResults[K]> {
    if (closed) return Promise.reject(new Error('the analysis pool is closed'));
    return new Promise((resolve, reject) => {
      // The worker answers a task of kind K with WorkerResults[K] (analysisWorker.ts).
      const task = { message, onStage, resolve: resolve as (r: WorkerResult) => void, reject };
      (message.kind === 'preview' ? urgent : queue).push(task);
      dispatch();
    });
  }

  return {
    analyse(bytes, fileName, onStage = () => {}) {
      return run({ id: nextId++, kind: 'analyse', bytes, fileName }, onStage);
    },
    renderPreview(source, size) {
      return run({ id: nextId++, kind: 'preview', source, size }, () => {});
    },
    async close() {
      closed = true;
      for (const task of [...urgent.splice(0), ...queue.splice(0)]) {
        task.reject(new Error('the api is shutting down'));
      }
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          settle(slot)?.reject(new Error('the api is shutting down'));
          await worker?.terminate();
        }),
      );
    },
  };
}
