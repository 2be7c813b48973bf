import { readdirSync } from 'node:fs';
import { minifyTemplates } from '@antarctica-game/foundation/minify-templates';
import { defineConfig, type Plugin } from 'vite';

/** Everything in `public/` (icons, manifest): copied as is into the app. */
const publicFiles = readdirSync(new URL('./public', import.meta.url));

/**
 * Writes the service worker after the build, with the list of every file the app needs, so that
 * the installed app works offline from its first visit. It answers from its cache first:
 * - whatever the server's `Vary` header says (Vite's preview server sends `Vary: Origin`, and
 *   module scripts are requested with an `Origin` header the cached copies were not), and
 * - for any page of the app (a navigation), with the cached `index.html`, so that a reload
 *   offline, with or without a query string, shows the app on any static host.
 */
function serviceWorker(): Plugin {
  return {
    name: 'antarctica-service-worker',
    apply: 'build',
    generateBundle(_, bundle) {
      const files = [
        './index.html',
        ...Object.keys(bundle)
          .filter((file) => file !== 'index.html')
          .map((file) => `./${file}`),
        ...publicFiles.map((file) => `./${file}`),
      ];
      const version = files.join('|').length.toString(36) + Date.now().toString(36);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `// Generated at build time: the app's files, cached for offline play.
const CACHE = 'antarctica-companion-${version}';
const FILES = ${JSON.stringify(files)};
const INDEX = new URL('./index.html', self.registration.scope).href;
const MATCH = { ignoreSearch: true, ignoreVary: true };
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))).then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = request.mode === 'navigate' ? await cache.match(INDEX, MATCH) : await cache.match(request, MATCH);
      return cached || fetch(request);
    }),
  );
});
`,
      });
    },
  };
}

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

// The app page: a static, installable web app (the library itself is built by tsup).
export default defineConfig({
  base: './',
  build: { outDir: 'dist/app', emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  plugins: [templates(), serviceWorker()],
  // The analysis's module worker (record mode, at a game's end): split into chunks like the page,
  // each one in the bundle, so the service worker keeps them for offline use.
  worker: { format: 'es', plugins: () => [templates()] },
});
