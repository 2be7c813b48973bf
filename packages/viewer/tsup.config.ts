import { defineConfig } from 'tsup';
import { emitDeclarations } from '../../scripts/emit-declarations.mjs';

// The library: the elements and the headless replay controller (Lit, the engine and the notation
// stay dependencies, so a page that already has them does not load them twice).
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
