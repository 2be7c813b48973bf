export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  TEST_CHROMIUM_PATH,
} from '@antarctica-game/foundation/chromium';
/** Serves the built app on 127.0.0.1; resolves with its URL and a function that stops it. */
export declare function serveApp(): Promise<{ url: string; stop: () => void }>;
