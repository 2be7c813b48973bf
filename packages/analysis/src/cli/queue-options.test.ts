import { describe, expect, it } from 'vitest';
import { type AnalyseIo, EXIT, runAnalyseCli } from './run-cli.js';

// The queue mode's command line, read before any Redis is reached (the queue itself is tested in
// src/queue/queue-mode.test.ts against a real Redis).
async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: AnalyseIo = {
    read: async () => '',
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    stderrIsTerminal: false,
  };
  const code = await runAnalyseCli(args, io);
  return { code, out: out.join(''), err: err.join('') };
}

describe('antarctica-analyse --queue, worker, status, clear: the command line', () => {
  it('refuses the queue options without --queue, and --workers with it', async () => {
    for (const flag of [['--queue-name', 'q'], ['--job-records', '2'], ['--keep-jobs']]) {
      const run = await cli(...flag, 'game.agn');
      expect(run.code).toBe(EXIT.invalid);
      expect(run.err).toContain(`${flag[0]} needs --queue URL`);
    }
    const both = await cli('--queue', 'redis://127.0.0.1:1', '--workers', '2', 'game.agn');
    expect(both.code).toBe(EXIT.invalid);
    expect(both.err).toContain('start `antarctica-analyse worker` processes');
    const zero = await cli('--queue', 'redis://127.0.0.1:1', '--job-records', '0', 'game.agn');
    expect(zero.err).toContain('--job-records must be a whole number from 1 to 1000');
  });

  it('says a wrong URL or name as a usage error, hiding a password', async () => {
    const url = await cli('--queue', 'http://user:secret@host', 'game.agn');
    expect(url.code).toBe(EXIT.invalid);
    expect(url.err).toContain('--queue must be a redis:// or rediss:// URL');
    expect(url.err).not.toContain('secret');
    const name = await cli('worker', '--queue', 'redis://h', '--queue-name', 'a b');
    expect(name.code).toBe(EXIT.invalid);
    expect(name.err).toContain('--queue-name must be 1 to 100 letters');
  });

  it('prints the subcommands’ help, and needs --queue for each', async () => {
    const help = await cli('worker', '--help');
    expect(help.code).toBe(EXIT.ok);
    expect(help.out).toContain('antarctica-analyse worker --queue URL');
    for (const command of ['worker', 'status', 'clear']) {
      const run = await cli(command);
      expect(run.code).toBe(EXIT.invalid);
      expect(run.err).toContain(`${command} needs --queue URL`);
    }
    expect((await cli('clear', '--queue', 'redis://h', '--json')).err).toContain(
      'clear takes no --json',
    );
  });

  it('says a Redis that cannot be reached (exit code 1)', async () => {
    const run = await cli('status', '--queue', 'redis://127.0.0.1:1');
    expect(run.code).toBe(EXIT.unreadable);
    expect(run.err).toContain('cannot reach Redis at redis://127.0.0.1:1');
  });
});
