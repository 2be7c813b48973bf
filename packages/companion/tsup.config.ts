import { defineConfig } from 'tsup';
import { emitDeclarations } from '../../scripts/emit-declarations.mjs';

// The library: the components and the store, for embedders (Lit and the toolkit stay dependencies).
export default defineConfig({
  entry: ['src/index.ts', 'src/define.ts'],
  format: ['esm'],
  target: 'es2022',
  // Declarations with declaration maps, from tsc: tsup's own `dts` writes no maps.
  dts: false,
  onSuccess: () => emitDeclarations(),
  sourcemap: true,
  clean: true,
});
