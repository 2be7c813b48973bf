import { defineConfig } from 'vite';

// The browser client page that `antarctica-serve` serves at `/` (see src/online/client-page.ts):
// built into dist/client, beside the server's code, after tsup (which empties dist).
export default defineConfig({
  base: '/',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  // The analysis's module worker (at game over): bundled apart, into assets/ like the page's code,
  // so the server's static route serves it and the page's first load stays light.
  worker: { format: 'es' },
});
