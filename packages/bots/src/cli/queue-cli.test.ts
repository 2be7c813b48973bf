import { describe, expect, it } from 'vitest';
import { runSimCli } from './run-cli.js';

/** Runs the command in this process; resolves to its exit code and standard error. */
async function sim(...args: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
  let stderr = '';
  let stdout = '';
  const code = await runSimCli(args, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    isTerminal: false,
    onInterrupt: () => () => {},
  });
  return { code, stderr, stdout };
}

describe('the queue options of antarctica-sim', () => {
  it('refuse what does not go with a queue, with one line and exit 2, before touching Redis', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['--queue', 'redis://127.0.0.1:1', '--workers', '2'], /--workers is for a run here/],
      [['--queue', 'redis://127.0.0.1:1', '--records', 'r.agn'], /--records is for a run here/],
      [['--job-games', '5'], /--job-games needs --queue URL/],
      [['--keep-jobs'], /--keep-jobs needs --queue URL/],
      [['--queue', 'http://host'], /--queue must be a redis:\/\/ or rediss:\/\/ URL/],
      [['--queue', 'redis://h', '--job-games', '0'], /--job-games must be a whole number/],
      [['tournament', '--bots', 'random,heuristic', '--queue-name', 'x'], /--queue-name needs/],
      [['worker'], /worker needs --queue URL/],
      [['status', '--queue', 'redis://h', 'extra'], /unexpected argument "extra"/],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await sim(...args);
      expect([args, code]).toEqual([args, 2]);
      expect(stderr).toMatch(message);
      expect(stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('documents the queue in the help of a study, a tournament and the worker', async () => {
    expect((await sim('--help')).stdout).toMatch(/--queue URL +run on a BullMQ queue/);
    expect((await sim('tournament', '--help')).stdout).toMatch(/--job-games N/);
    expect((await sim('worker', '--help')).stdout).toMatch(/^Usage: antarctica-sim worker/);
  });
});
