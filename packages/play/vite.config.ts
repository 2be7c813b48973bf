// The companion's template shrinker, shared rather than copied.
import { minifyTemplates } from '@antarctica-game/foundation/minify-templates';
import { defineConfig, type Plugin } from 'vite';

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
  worker: { format: 'es', plugins: () => [templates()] },
  plugins: [templates()],
});
