export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../companion/scripts/chromium.mjs';
