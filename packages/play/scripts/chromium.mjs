// Shared by the tests and the measurements: Chromium's path and flags, and a static server for
// this package's built app (dist/app) on the loopback interface. Both are the companion's, so
// this machine's setup is written in one place.
import { fileURLToPath } from 'node:url';
import { serveDirectory } from '@antarctica-game/foundation/chromium';

export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  TEST_CHROMIUM_PATH,
} from '@antarctica-game/foundation/chromium';

/** Serves the built app on 127.0.0.1; resolves with its URL and a function that stops it. */
export const serveApp = () =>
  serveDirectory(fileURLToPath(new URL('../dist/app', import.meta.url)));
