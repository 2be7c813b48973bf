import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { emitDeclarations } from '../../scripts/emit-declarations.mjs';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** `new URL('./analysis-worker.ts', …)` in the worker's factory, as the built file's name. */
const workerAddress: Plugin = {
  name: 'analysis-worker-address',
  setup(build) {
    build.onLoad({ filter: /analysis-worker-factory\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace("'./analysis-worker.ts'", "'./analysis-worker.js'");
      if (contents === source) throw new Error("the analysis worker's address was not found");
      return { contents, loader: 'ts' };
    });
  },
};

// The library: the components and the store, for embedders (Lit and the toolkit stay dependencies).
export default defineConfig({
  // The analysis's worker is an entry of its own, `dist/analysis-worker.js`: the chunk that starts
  // it (record mode's) sits beside it, so the factory's address is rewritten to that file.
  entry: {
    index: 'src/index.ts',
    define: 'src/define.ts',
    'analysis-worker': 'src/record/analysis-worker.ts',
  },
  esbuildPlugins: [workerAddress],
  format: ['esm'],
  target: 'es2022',
  // Declarations with declaration maps, from tsc: tsup's own `dts` writes no maps.
  dts: false,
  onSuccess: () => emitDeclarations(),
  sourcemap: true,
  clean: true,
});
