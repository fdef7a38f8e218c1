import { Worker } from 'node:worker_threads';

type TAnswer = { id: number; text?: string; error?: string };
type TPending = { resolve: (text: string) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, TPending>();

/** Everything still waiting fails with the worker; the next PDF starts a new one. */
function lost(error: Error) {
  worker = null;
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./pdf-text-worker.mjs', import.meta.url));
  created.on('message', ({ id, text, error }: TAnswer) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (error !== undefined) waiting.reject(new Error(error));
    else waiting.resolve(text ?? '');
    if (pending.size === 0) created.unref();
  });
  created.on('error', lost);
  created.on('exit', (code) => {
    if (worker === created) lost(new Error(`PDF text worker stopped (${code})`));
  });
  worker = created;
  return created;
}

/**
 * The text of a PDF, read by pdfjs-dist in a worker thread (decision 096): its legacy build, the
 * one made for Node, replaces `JSON.parse` and `Array.prototype.push` of the realm that loads it
 * with JavaScript versions, which slowed every request of the server that had loaded it; in a
 * worker they stay there, and a long PDF no longer holds the event loop. One worker, started with
 * the first PDF, kept while it has work.
 */
export function pdfText(data: Buffer, max: number): Promise<string> {
  const id = nextId++;
  const running = started();
  running.ref();
  return new Promise<string>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.postMessage({ id, data: new Uint8Array(data), max });
  });
}
