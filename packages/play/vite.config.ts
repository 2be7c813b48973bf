import { defineConfig, type Plugin } from 'vite';
import { minifyTemplates } from './scripts/minify-templates.mjs';

/** Shrinks the white space of Lit's templates in the app's own sources (see the script). */
function templates(): Plugin {
  return {
    name: 'antarctica-minify-templates',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id)) return null;
      const out = minifyTemplates(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}

/**
 * The bots' package also holds its simulation and external-bot drivers, which import Node's
 * modules (fs, worker_threads, tinypool...). The worker uses only the heuristic and MCTS bots,
 * which never call them: those imports become a stub that throws if anything ever did.
 */
function nodeStubs(): Plugin {
  const NODE =
    /^(node:)?(fs|path|url|os|util|events|perf_hooks|worker_threads|child_process|readline|tinypool)$/;
  return {
    name: 'antarctica-node-stubs',
    enforce: 'pre',
    resolveId: (id) => (NODE.test(id) ? `\0node-stub:${id}` : null),
    load(id) {
      if (!id.startsWith('\0node-stub:')) return null;
      const name = JSON.stringify(id.slice('\0node-stub:'.length));
      return {
        code: `function unavailable() { throw new Error(${name} + ' is not available in a browser'); }
export default new Proxy({}, { get: () => unavailable });`,
        syntheticNamedExports: 'default',
      };
    },
  };
}

// The play page and the replay page: a static app. The seat picker loads first; the engine, the
// board, the notation and the bots (in a module worker) load when a game starts or is restored.
export default defineConfig({
  base: './',
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rollupOptions: { input: { index: 'index.html', replay: 'replay.html' } },
  },
  worker: { format: 'es', plugins: () => [nodeStubs(), templates()] },
  plugins: [templates()],
});
