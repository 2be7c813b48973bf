// The browser tests of the companion run in Debian's Chromium (Playwright cannot download its
// own browsers here). Make sure it is installed before the tests: as root with apt-get, install
// it; otherwise say how. CHROMIUM_PATH points at another Chromium if you have one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(`Chromium is needed for the browser tests and was not found at ${path}.`);
  console.error(
    'Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.',
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
run([
  'install',
  '-y',
  '-qq',
  '--reinstall',
  '--no-install-recommends',
  'chromium',
  'fonts-dejavu-core',
  'fonts-liberation',
]);
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
