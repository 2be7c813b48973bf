import { defineConfig } from 'tsup';
import { emitDeclarations } from '../../scripts/emit-declarations.mjs';

export default defineConfig({
  entry: ['src/index.ts', 'src/helpers.ts', 'src/machine.ts'],
  format: ['esm'],
  target: 'es2022',
  // Declarations with declaration maps, from tsc: tsup's own `dts` writes no maps.
  dts: false,
  onSuccess: () => emitDeclarations(),
  sourcemap: true,
  clean: true,
});
