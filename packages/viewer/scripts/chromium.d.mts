export { CHROMIUM_ARGS, CHROMIUM_PATH } from '@antarctica-game/foundation/chromium';
