import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Every antarctica-sim and antarctica-env command of the bots docs, run as written (through a
// shell) with the workspace's bins on the PATH, as `pnpm exec` (or npx at the root of a checkout)
// gives them: each must be accepted and start playing. The long studies are stopped with SIGTERM
// after a few seconds (exit 130, the games so far kept); nothing may exit 1 or 2.
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

function run(line: string, ms: number): SpawnSyncReturns<string> {
  return spawnSync('sh', ['-c', line], {
    cwd: scratch,
    encoding: 'utf8',
    timeout: ms,
    killSignal: 'SIGTERM',
    stdio: ['ignore', 'pipe', 'pipe'],
    // A loop's body (the study of docs/simulation.md) with its first values.
    env: { ...process.env, PATH: path, P: '2', I: '1' },
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

  it('each runs as written', () => {
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
    for (const { file, line } of commands) {
      if (/ merge part-\*\.json/.test(line)) {
        // The parts of a whole study, as the shard command makes them (a small one, finished).
        rmSync(join(scratch, 'part-2.json'), { force: true });
        for (let part = 1; part <= 8; part++)
          expect(
            run(
              `antarctica-sim --games 16 --shard ${part}/8 --json --out part-${part}.json --quiet`,
              120_000,
            ).status,
          ).toBe(0);
      }
      const result = run(line, 4000);
      const errors = result.stderr
        .split('\n')
        .map((text) => text.trim())
        // Progress lines, the stop notice and warnings are not errors.
        .filter((text) => /^antarctica-(sim|env): (?!warning|stopping|[\d,]+\/[\d,]+ )/.test(text));
      const ended = result.status ?? result.signal;
      expect(errors, `${file}: ${line}`).toEqual([]);
      expect([0, 130, 'SIGTERM'], `${file}: ${line}\n${result.stderr}`).toContain(ended);
    }
  });
});
