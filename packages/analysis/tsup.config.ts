import { defineConfig } from 'tsup';
import { emitDeclarations } from '../../scripts/emit-declarations.mjs';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli/cli.ts',
    'analyse-worker': 'src/cli/analyse-worker.ts',
    // The Web Worker and the page's client of it (see src/worker/).
    worker: 'src/worker/worker.ts',
    client: 'src/worker/analysis-client.ts',
  },
  format: ['esm'],
  target: 'node20',
  // Declarations with declaration maps, from tsc: tsup's own `dts` writes no maps.
  dts: false,
  onSuccess: () => emitDeclarations(),
  sourcemap: true,
  clean: true,
  splitting: true,
});
