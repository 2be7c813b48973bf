// The browser tests run in Debian's Chromium (Playwright cannot download its own browsers here):
// the tests drive its headless shell (`chromium-headless-shell`, as Playwright does by default for
// headless tests, and 29-37 % lighter in the docs' page walk), the measurements the full browser.
// Make sure both are installed before the tests: as root with apt-get, install them; otherwise say
// how. CHROMIUM_PATH points at another Chromium if you have one (then it is used for everything).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
// The paths from the foundation's browser set-up (a plain module: no build or install needed).
import {
  DEBIAN_CHROMIUM as FULL,
  DEBIAN_HEADLESS_SHELL as SHELL,
} from '../packages/foundation/src/browser/chromium.mjs';

if (process.env.CHROMIUM_PATH !== undefined) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}
if (existsSync(FULL) && existsSync(SHELL)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  if (existsSync(FULL)) {
    // The tests fall back to the full browser: slower, the same checks.
    console.warn(
      `${SHELL} is missing: the browser tests use ${FULL} (sudo apt-get install -y chromium-headless-shell makes them lighter).`,
    );
    process.exit(0);
  }
  console.error(`Chromium is needed for the browser tests and was not found at ${FULL}.`);
  console.error(
    'Install it (Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run(['update', '-qq']);
// The fonts too, so that text (and so layout) looks the same on every machine.
const install = (packages) =>
  run(['install', '-y', '-qq', '--reinstall', '--no-install-recommends', ...packages]);
if (!existsSync(FULL)) install(['chromium', 'fonts-dejavu-core', 'fonts-liberation']);
if (!existsSync(FULL)) {
  console.error(`apt-get finished but ${FULL} is still missing.`);
  process.exit(1);
}
// A distribution without the shell's package still runs every test, in the full browser.
try {
  install(['chromium-headless-shell']);
} catch {
  console.warn(`chromium-headless-shell could not be installed: the browser tests use ${FULL}.`);
}
