import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Stops the built command as a batch system or a user would, and finishes the run with --resume.
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
vi.setConfig({ testTimeout: 240_000 });
const dir = mkdtempSync(join(tmpdir(), 'antarctica-sim-stop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const study = (out: string) => [
  '--games',
  '240',
  '--players',
  '2',
  '--bot',
  'heuristic',
  '--bot',
  'random',
  '--seed',
  'stop',
  '--workers',
  '2',
  '--json',
  '--out',
  out,
];

function sim(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
}

/** Starts the command and resolves once it has printed `lines` progress lines. */
function startAndWait(args: string[], lines: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let seen = 0;
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      seen += text.split('\n').filter((line) => / games, /.test(line)).length;
      if (seen >= lines) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`ended (${code}) before ${lines} progress lines`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

describe('a study that is stopped', () => {
  const whole = join(dir, 'whole.json');
  let wholeText = '';

  it('an uninterrupted run, the reference', () => {
    const run = sim(...study(whole), '--quiet');
    expect(run.status).toBe(0);
    wholeText = readFileSync(whole, 'utf8');
    expect(JSON.parse(wholeText)).toMatchObject({ interrupted: false, done: [[0, 240]] });
  });

  it('SIGTERM stops it as Ctrl-C does: exit 130, the finished games recorded, --resume completes it to the same result', async () => {
    const out = join(dir, 'term.json');
    const child = await startAndWait(study(out), 2);
    child.kill('SIGTERM');
    expect((await exited(child)).code).toBe(130);
    const partial = JSON.parse(readFileSync(out, 'utf8'));
    expect(partial.interrupted).toBe(true);
    expect(partial.aggregate.games).toBeGreaterThan(0);
    expect(partial.aggregate.games).toBeLessThan(240);
    const counted = partial.done.reduce((sum: number, [a, b]: [number, number]) => sum + b - a, 0);
    expect(counted).toBe(partial.aggregate.games);
    // merge refuses an interrupted part unless told to accept it.
    const refused = sim('merge', out, '--json');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/is an interrupted run .*--allow-partial/);
    const accepted = sim('merge', out, '--json', '--allow-partial');
    expect(accepted.status).toBe(0);
    expect(JSON.parse(accepted.stdout).interrupted).toBe(true);
    const resumed = sim(...study(out), '--resume', '--quiet');
    expect(resumed.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(wholeText);
  });

  it('SIGKILL while it writes leaves the file whole (the old one or a checkpoint), and --resume completes it to the same result', async () => {
    const out = join(dir, 'kill.json');
    const old = '{"an older result": true}\n';
    for (const lines of [1, 3]) {
      writeFileSync(out, old);
      // A checkpoint after every batch: the file is being replaced all the time.
      const child = await startAndWait([...study(out), '--checkpoint', '0'], lines);
      child.kill('SIGKILL');
      expect((await exited(child)).signal).toBe('SIGKILL');
      const text = readFileSync(out, 'utf8');
      if (text !== old) {
        const partial = JSON.parse(text);
        expect(partial.interrupted).toBe(true);
        expect(partial.aggregate.games).toBeLessThan(240);
      }
      const resumed = sim(...study(out), '--resume', '--quiet', '--checkpoint', '0');
      if (text === old) {
        // Not a result of this study: resume refuses it rather than lose it.
        expect(resumed.status).toBe(2);
        rmSync(out);
        expect(sim(...study(out), '--resume', '--quiet').status).toBe(0);
      } else expect(resumed.status).toBe(0);
      expect(readFileSync(out, 'utf8')).toBe(wholeText);
    }
    // Killed runs leave their temporary files; finished ones none.
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp')).length).toBeLessThanOrEqual(2);
  });

  it('resume refuses the result of another study', () => {
    const other = sim(
      ...study(join(dir, 'whole.json')).map((arg) => (arg === 'stop' ? 'x' : arg)),
      '--resume',
      '--quiet',
    );
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/another study/);
  });
});
