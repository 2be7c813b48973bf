import type { AnalysisWorkerLike } from '@antarctica-game/analysis/client';

/** Starts one analysis worker (Vite bundles `analysis-worker.ts` and its imports apart). */
export function createAnalysisWorker(): AnalysisWorkerLike {
  return new Worker(new URL('./analysis-worker.ts', import.meta.url), {
    type: 'module',
    name: 'antarctica-analysis',
  }) as unknown as AnalysisWorkerLike;
}

/** Two workers where the device has the cores for them, else one: the same analysis either way. */
export function analysisWorkerCount(): number {
  return Math.max(1, Math.min(2, navigator.hardwareConcurrency || 1));
}
