export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  TEST_CHROMIUM_PATH,
} from '@antarctica-game/foundation/chromium';
