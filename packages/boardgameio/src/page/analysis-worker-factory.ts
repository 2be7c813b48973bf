import type { AnalysisWorkerLike } from '@antarctica-game/analysis/client';

/** Starts one analysis worker (Vite bundles `analysis-worker.ts` and its imports apart). */
export function createAnalysisWorker(): AnalysisWorkerLike {
  return new Worker(new URL('./analysis-worker.ts', import.meta.url), {
    type: 'module',
    name: 'antarctica-analysis',
  }) as unknown as AnalysisWorkerLike;
}
