// The analysis worker: load it as a module Web Worker (`@antarctica-game/analysis/worker`) and
// drive it with `startAnalysis` from `@antarctica-game/analysis/client`. It imports nothing of
// Node, and nothing of a page's DOM.
import { workerHandler } from './worker-handler.js';
import type { WorkerReply, WorkerRequest } from './worker-protocol.js';

/** The parts of a worker's global scope it uses. */
interface WorkerScope {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerRequest }) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = workerHandler((reply) => scope.postMessage(reply));
scope.addEventListener('message', (event) => handle(event.data));
