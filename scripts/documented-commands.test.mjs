// Every command line of the shell blocks of the READMEs and the docs, run verbatim (through a shell)
// as a reader of a fresh clone would after the README's set-up, or skipped for a reason stated in
// the table below. A line that no rule covers fails, so a new documented command must be handled.
// The antarctica-sim and antarctica-env lines are run by packages/bots/src/documented-commands.test.ts.
// In `pnpm test` it runs last (turbo.json: `//#test:commands` waits for every other test and check
// that reads the packages' `dist/`): its server commands run their own `turbo run build`, which
// rewrites the packages' `dist/`, and a test that started a built command at that moment found no
// bin (npx then asked the registry). The docs site's tests read only the built site, so they run
// beside it: it waits for the site's build (`docs#docs`), not for them.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = path.join(root, 'node_modules/.bin');
const env = {
  ...process.env,
  PATH: [bin, process.env.PATH].join(path.delimiter),
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

/** Lines not run, each with why. */
const skipped = [
  [/^npm install /, 'installs from the registry (the consumer test installs the packed packages)'],
  [/^npm i -g pnpm@/, "the suite's own set-up (a global install)"],
  [/^pnpm install --frozen-lockfile$/, "the suite's own set-up"],
  [/^pnpm test\b/, 'the suite itself'],
  [
    /^npx --yes pnpm@[\d.]+ install --frozen-lockfile && npx --yes pnpm@[\d.]+ test$/,
    'the suite itself',
  ],
  [/^DATABASE_URL=/, "needs the reader's own Postgres and Redis"],
  [/^for P in |^done; done$/, 'the shell loop of docs/simulation.md (the bots test runs its body)'],
  [
    /^(nice -n \d+ )?node bench\/(train-value|learned-trial)\.mjs /,
    "a bench of the bots package, minutes to an hour (the training's determinism, the network and the trial's evaluator are tested in packages/bots)",
  ],
  [
    /study-charts\.mjs .*--out docs\/simulation$/,
    'rewrites committed files (the charts of the docs)',
  ],
];
/** Lines that start a server: run from the root, passed when the server prints its URL. */
const server =
  /^((npx --yes pnpm@[\d.]+ install && )?(npx --yes pnpm@[\d.]+|pnpm) (start|play|serve)\b|npx antarctica-serve\b)/;
/** Lines that read and write files: run in the scratch folder. */
const tool = /^(cat \S+ \| )?npx antarctica-(notation|score|analyse) /;

/** The command lines of the shell blocks of a file (continued lines joined; comments left out). */
function commandsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const lines = [];
  for (const block of text.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g))
    for (const line of block[1].replace(/\\\n\s*/g, ' ').split('\n')) {
      const command = line.trim();
      if (command && !command.startsWith('#') && !/\bantarctica-(sim|env)\b/.test(command))
        lines.push(command);
    }
  return lines;
}

const files = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
  ...readdirSync(path.join(root, 'packages'))
    .sort()
    .map((name) => `packages/${name}/README.md`)
    .filter((file) => existsSync(path.join(root, file))),
];

// The files the commands name, from the packages' own examples. A symlink to the root's
// node_modules makes npx find the workspace's bins here as it does at the root of a checkout.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'antarctica-commands-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const notation = (name) => path.join(root, 'packages/notation/examples', name);
const records = readdirSync(path.join(root, 'packages/notation/examples'))
  .filter((name) => name.endsWith('.agn'))
  .sort()
  .map((name) => readFileSync(notation(name), 'utf8'));
for (const name of ['games.agn', 'club.agn'])
  writeFileSync(path.join(scratch, name), records.join('\n'));
copyFileSync(notation('four-players.agn'), path.join(scratch, 'game.agn')); // 362 moves, for `show 40`
copyFileSync(notation('three-players.agn'), path.join(scratch, 'a.agn'));
copyFileSync(notation('two-players-table.agn'), path.join(scratch, 'b.agn'));
copyFileSync(
  path.join(root, 'packages/scoring/examples/four-players.json'),
  path.join(scratch, 'sheet.json'),
);
symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
// The analysis of a whole game takes minutes: its commands get a game.agn of the first moves of
// the two-player example (the same commands, a shorter record).
const analysing = path.join(scratch, 'analysis');
mkdirSync(analysing);
symlinkSync(path.join(root, 'node_modules'), path.join(analysing, 'node_modules'));
copyFileSync(
  path.join(root, 'packages/analysis/examples/two-players-table.analysed.agn'),
  path.join(analysing, 'analysed.agn'),
);
const table = readFileSync(notation('two-players-table.agn'), 'utf8');
const tags = table.split('\n').filter((line) => /^\[(?!Result|Scores)/.test(line));
const moves = table
  .slice(table.indexOf('\n0. ') + 1)
  .split('\n')
  .slice(0, 3);
writeFileSync(
  path.join(analysing, 'game.agn'),
  `${tags.join('\n')}\n[Result "*"]\n\n${moves.join('\n')}\n`,
);

const stackTrace = /^\s+at .+:\d+:\d+\)?$/m;

function runTool(line) {
  const cwd = /antarctica-analyse|analysed\.agn/.test(line) ? analysing : scratch;
  const result = spawnSync('sh', ['-c', line], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 120_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  assert.equal(result.status, 0, `exit ${result.status ?? result.signal}\n${result.stderr}`);
  assert.doesNotMatch(result.stderr, stackTrace, result.stderr);
}

const refused = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function runServer(line) {
  const child = spawn('sh', ['-c', line], { cwd: root, env, detached: true, stdio: 'pipe' });
  let output = '';
  const port = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 180_000);
    const look = (chunk) => {
      output += chunk;
      const url = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (!url) return;
      clearTimeout(timer);
      resolve(Number(url[1]));
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  // The whole process group: the shell, pnpm, turbo and the server itself.
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGTERM');
  for (let waited = 0; groupAlive(child.pid) && waited < 10_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
  assert.ok(port, `no http://127.0.0.1:<port> URL in the output:\n${output}`);
  assert.ok(await refused(port), `something still listens on port ${port}`);
}

for (const file of files) {
  const commands = commandsOf(file);
  if (commands.length === 0) continue;
  describe(file, () => {
    for (const line of commands) {
      const skip = skipped.find(([pattern]) => pattern.test(line));
      if (skip) it(line, { skip: skip[1] }, () => {});
      else if (server.test(line)) it(line, { timeout: 240_000 }, () => runServer(line));
      else if (tool.test(line)) it(line, { timeout: 150_000 }, () => runTool(line));
      else it(line, () => assert.fail(`${file}: no rule for this documented command: add one`));
    }
  });
}

it('finds the documented commands', () => {
  assert.ok(files.flatMap(commandsOf).length > 40);
});
