import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Every antarctica-sim and antarctica-env command of the bots docs, run as written (through a
// shell) with the workspace's bins on the PATH, as `pnpm exec` (or npx at the root of a checkout)
// gives them: each must be accepted and start playing. A long study is stopped with SIGTERM as
// soon as it shows that it plays (exit 130, the games so far kept), however long that takes on a
// loaded machine: not after a fixed 4 s, which at load could stop a command before it had read
// its command line, and let the others play on for nothing. Nothing may exit 1 or 2.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const bots = join(root, 'packages/bots');
const docs = ['docs/simulation.md', 'docs/bot-protocol.md', 'packages/bots/README.md'];
vi.setConfig({ testTimeout: 600_000 });
const scratch = mkdtempSync(join(tmpdir(), 'antarctica-documented-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The command lines of the docs' shell blocks that run antarctica-sim or antarctica-env. */
function documentedCommands(): Array<{ file: string; line: string }> {
  const found: Array<{ file: string; line: string }> = [];
  for (const file of docs) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const block of text.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g))
      for (const line of (block[1] as string).replace(/\\\n\s*/g, ' ').split('\n'))
        if (/^\s*(npx |pnpm exec )?antarctica-(sim|env)\b/.test(line))
          found.push({ file, line: line.trim() });
  }
  return found;
}

// The package's bins, linked to its built commands as its manifest names them (what `pnpm exec`
// gives), in the scratch folder's own node_modules/.bin: `npx` looks for a command in the
// node_modules/.bin of the folder it runs in and of the folders above, never on the PATH, and
// asks the registry otherwise (a command that did so was only stopped by its time limit).
const bins = join(scratch, 'node_modules/.bin');
mkdirSync(bins, { recursive: true });
const manifest = JSON.parse(readFileSync(join(bots, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
};
for (const [name, target] of Object.entries(manifest.bin))
  symlinkSync(join(bots, target), join(bins, name));
const path = [bins, join(root, 'node_modules/.bin'), process.env.PATH ?? ''].join(delimiter);

/** How a command ended: on its own, or stopped (`stopped`) once it showed that it plays. */
interface Ended {
  status: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  stopped: boolean;
}

/** antarctica-sim's progress line, written when a game (or more) has finished. */
const PLAYED = /^antarctica-sim: [\d,]+\/[\d,]+ games/m;

/**
 * Runs a command line; a long one is stopped with SIGTERM when it shows that it plays: a progress
 * line of antarctica-sim (a game has finished), or the file of `antarctica-env self-play --out`,
 * which it opens once its options are checked, right before its first game (it writes a game's
 * lines at the game's end: a whole game of its MCTS takes some 6 s of CPU, 97 s at load 37).
 */
function run(line: string): Promise<Ended> {
  const out = /antarctica-env self-play .*--out (\S+)/.exec(line)?.[1];
  return new Promise((resolve, reject) => {
    // The shell becomes the command (exec), in a process group of its own: the stop reaches the
    // command itself and whatever it started (npx starts it through a shell of its own), and no
    // process is left behind to play on (a SIGTERM to the shell alone orphaned self-play runs).
    const child = spawn('sh', ['-c', `exec ${line}`], {
      cwd: scratch,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      // A loop's body (the study of docs/simulation.md) with its first values.
      env: { ...process.env, PATH: path, P: '2', I: '1' },
    });
    let stderr = '';
    let stopped = false;
    const stop = () => {
      if (stopped || child.exitCode !== null) return;
      stopped = true;
      process.kill(-(child.pid as number), 'SIGTERM');
    };
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr += text;
      if (PLAYED.test(stderr)) stop();
    });
    const poll = setInterval(() => {
      if (out !== undefined && existsSync(join(scratch, out))) stop();
    }, 50);
    // A limit for a hang, not for speed: a command that never shows it plays fails here.
    const hang = setTimeout(() => {
      process.kill(-(child.pid as number), 'SIGKILL');
      reject(new Error(`${line}: neither ended nor showed that it plays in 10 minutes`));
    }, 600_000);
    child.on('error', reject);
    child.on('close', (status, signal) => {
      clearInterval(poll);
      clearTimeout(hang);
      resolve({ status, signal, stderr, stopped });
    });
  });
}

describe('the documented commands of the bots package', () => {
  it('are on the PATH of a checkout after the build: pnpm exec at the root and in the package', () => {
    for (const cwd of [root, bots]) {
      const help = spawnSync('pnpm', ['exec', 'antarctica-sim', '--help'], {
        cwd,
        encoding: 'utf8',
      });
      expect(help.status, `${cwd}: ${help.stderr}`).toBe(0);
      expect(help.stdout).toMatch(/^Usage: antarctica-sim/);
      const env = spawnSync('pnpm', ['exec', 'antarctica-env', '--help'], {
        cwd,
        encoding: 'utf8',
      });
      expect(env.stdout).toMatch(/^Usage: antarctica-env/);
    }
  });

  it('each runs as written', async () => {
    // What the commands name: the package's examples, a program of the reader's own (./my-bot,
    // here the example bot), and the folders they write to.
    symlinkSync(join(bots, 'examples'), join(scratch, 'examples'));
    writeFileSync(
      join(scratch, 'my-bot'),
      `#!/bin/sh\nexec python3 "${join(bots, 'examples/builder_bot.py')}"\n`,
      { mode: 0o755 },
    );
    mkdirSync(join(scratch, 'docs/simulation/results'), { recursive: true });
    const commands = documentedCommands();
    expect(commands.length).toBeGreaterThan(15);
    // Two at a time (each mostly waits for its process to start), the merge last: it reads the
    // parts, one of which a shard command of the README writes too.
    const merge = / merge part-\*\.json/;
    const waiting = commands.filter(({ line }) => !merge.test(line));
    const ran: Array<{ file: string; line: string; result: Ended }> = [];
    await Promise.all(
      [0, 1].map(async () => {
        for (let next = waiting.shift(); next !== undefined; next = waiting.shift())
          ran.push({ ...next, result: await run(next.line) });
      }),
    );
    for (const { file, line } of commands.filter(({ line }) => merge.test(line))) {
      // The parts of a whole study, as the shard command makes them (a small one, finished).
      // Four at a time: each is mostly a process starting up.
      rmSync(join(scratch, 'part-2.json'), { force: true });
      const parts = [1, 2, 3, 4, 5, 6, 7, 8].map(
        (part) =>
          `antarctica-sim --games 16 --shard ${part}/8 --json --out part-${part}.json --quiet`,
      );
      for (let first = 0; first < parts.length; first += 4) {
        const made = await Promise.all(parts.slice(first, first + 4).map(run));
        for (const part of made)
          expect(part, part.stderr).toMatchObject({ status: 0, stopped: false });
      }
      ran.push({ file, line, result: await run(line) });
    }
    expect(ran).toHaveLength(commands.length);
    for (const { file, line, result } of ran) {
      const errors = result.stderr
        .split('\n')
        .map((text) => text.trim())
        // Progress lines, the stop notice and warnings are not errors.
        .filter((text) => /^antarctica-(sim|env): (?!warning|stopping|[\d,]+\/[\d,]+ )/.test(text));
      const ended = result.status ?? result.signal;
      expect(errors, `${file}: ${line}`).toEqual([]);
      // Done (0), or stopped once it played: 130, or killed by the signal (npx, and antarctica-env,
      // which has nothing to save); antarctica-sim then says that it keeps the games so far. A
      // command that was not stopped has no excuse.
      expect(
        result.stopped ? [0, 130, 'SIGTERM'] : [0],
        `${file}: ${line}\n${result.stderr}`,
      ).toContain(ended);
      if (result.stopped && ended !== 0 && line.includes('antarctica-sim'))
        expect(result.stderr, `${file}: ${line}`).toContain(
          'antarctica-sim: stopping; the games that finished are kept',
        );
    }
  });
});
