// Worker-thread entry of the analysis pool: reading, analysing and rendering are CPU work that
// would otherwise stall every request and event stream of the api process.
import { parentPort } from 'node:worker_threads';
import { analyseUpload, UnprocessableUploadError } from './analyseUpload.ts';
import type { WorkerReply, WorkerTask } from './analysisPool.ts';

const port = parentPort;
if (!port) throw new Error('analysisWorker.ts runs only as a worker thread');

port.on('message', (task: WorkerTask) => {
  const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  try {
    const result = analyseUpload(task.bytes, task.fileName, (stage) =>
      reply({ id: task.id, type: 'stage', stage }),
    );
    const transfer = result.previews.map((p) => p.png.buffer as ArrayBuffer);
    reply({ id: task.id, type: 'done', result }, transfer);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply({
      id: task.id,
      type: 'error',
      message,
      unreadable: error instanceof UnprocessableUploadError,
    });
  }
});
