// Chromium's path and flags for the tests and the measurements: the companion's, so that this
// machine's setup is written in one place.
export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  TEST_CHROMIUM_PATH,
} from '@antarctica-game/foundation/chromium';
