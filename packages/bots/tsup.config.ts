import { defineConfig } from 'tsup';
import { emitDeclarations } from '../../scripts/emit-declarations.mjs';

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/browser.ts',
    'src/cli.ts',
    'src/env-cli.ts',
    'src/simulation/worker.ts',
  ],
  format: ['esm'],
  target: 'node20',
  // Declarations with declaration maps, from tsc: tsup's own `dts` writes no maps.
  dts: false,
  onSuccess: () => emitDeclarations(),
  sourcemap: true,
  clean: true,
  splitting: true,
});
