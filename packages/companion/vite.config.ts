import { defineConfig, type Plugin } from 'vite';

/**
 * Writes the service worker after the build, with the list of every file the app needs, so that
 * the installed app works offline from its first visit.
 */
function serviceWorker(): Plugin {
  return {
    name: 'antarctica-service-worker',
    apply: 'build',
    generateBundle(_, bundle) {
      const files = [
        './',
        ...Object.keys(bundle).map((file) => `./${file}`),
        './manifest.webmanifest',
        './icon.svg',
      ];
      const version = files.join('|').length.toString(36) + Date.now().toString(36);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `// Generated at build time: the app's files, cached for offline play.
const CACHE = 'antarctica-companion-${version}';
const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))).then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  event.respondWith(
    caches.match(event.request, { ignoreSearch: true }).then((cached) => cached || fetch(event.request)),
  );
});
`,
      });
    },
  };
}

// The app page: a static, installable web app (the library itself is built by tsup).
export default defineConfig({
  base: './',
  build: { outDir: 'dist/app', emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  plugins: [serviceWorker()],
});
