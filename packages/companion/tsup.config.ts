import { defineConfig } from 'tsup';

// The library: the components and the store, for embedders (Lit and the toolkit stay dependencies).
export default defineConfig({
  entry: ['src/index.ts', 'src/define.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
});
