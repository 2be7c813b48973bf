import type { AnalysisWorkerLike } from '../start-analysis.js';
import { workerHandler } from '../worker-handler.js';
import type { WorkerReply, WorkerRequest } from '../worker-protocol.js';

/**
 * A worker in this thread: messages cloned as a real worker's are (so anything that would not
 * cross a thread fails here too) and delivered later; after `terminate` nothing more arrives.
 * `log.terminated` counts the workers terminated.
 */
export function inThreadWorker(log: { terminated: number }): AnalysisWorkerLike {
  const listeners: Array<(event: { data: WorkerReply }) => void> = [];
  let alive = true;
  const handle = workerHandler((reply) => {
    const data = structuredClone(reply);
    setTimeout(() => {
      if (alive) for (const listener of listeners) listener({ data });
    });
  });
  return {
    postMessage(request: WorkerRequest) {
      const data = structuredClone(request);
      setTimeout(() => alive && handle(data));
    },
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') listeners.push(listener as (event: { data: WorkerReply }) => void);
    },
    terminate() {
      alive = false;
      log.terminated++;
    },
  };
}

/** A worker that fails to load: it reports an `error` event, as a browser does for a bad file. */
export function brokenWorker(log: { terminated: number }): AnalysisWorkerLike {
  return {
    postMessage() {},
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'error')
        setTimeout(() =>
          (listener as (event: { message?: string }) => void)({ message: 'no file' }),
        );
    },
    terminate() {
      log.terminated++;
    },
  };
}
