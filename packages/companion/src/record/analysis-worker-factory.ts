import type { AnalysisWorkerLike } from '@antarctica-game/analysis/client';

/**
 * Starts one analysis worker. Vite bundles `analysis-worker.ts` and its imports apart (and the
 * service worker keeps that file for offline use); the library's build turns the address into
 * `./analysis-worker.js`, the worker's file beside the chunk this code lands in.
 */
export function createAnalysisWorker(): AnalysisWorkerLike {
  return new Worker(new URL('./analysis-worker.ts', import.meta.url), {
    type: 'module',
    name: 'antarctica-analysis',
  }) as unknown as AnalysisWorkerLike;
}
