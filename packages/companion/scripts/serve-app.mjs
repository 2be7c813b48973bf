// The companion's built app (dist/app), served on 127.0.0.1 for its end-to-end tests and
// measurements.
import { fileURLToPath } from 'node:url';
import { serveDirectory } from '@antarctica-game/foundation/chromium';

/** Serves the companion's built app; resolves with its URL and a function that stops it. */
export const serveApp = () =>
  serveDirectory(fileURLToPath(new URL('../dist/app', import.meta.url)));
