import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newGame } from '@antarctica-game/engine';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { playGameSync } from '../play/play-game.js';
import { type ExternalBot, externalBot } from './external-bot.js';

const fixture = fileURLToPath(new URL('./__fixtures__/misbehaving-bot.mjs', import.meta.url));
const python = fileURLToPath(new URL('../../examples/builder_bot.py', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'antarctica-bot-'));
const open: ExternalBot[] = [];
afterAll(() => {
  for (const bot of open) bot.close();
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * A bot program misbehaving in `mode` at its `at`-th decision of each game. Its other decisions
 * must never time out, or a failure comes that the test did not ask for: 10 s a decision (and to
 * start), far above an answer even on a loaded two-core machine running every suite (CI).
 */
function misbehaving(mode: string, at = 1, moveMs = 10_000, env = ''): ExternalBot {
  const bot = externalBot({
    command: `${env} "${process.execPath}" "${fixture}" ${mode} ${at}`,
    moveMs,
    startMs: 10_000,
  });
  open.push(bot);
  return bot;
}

function play(bot: ExternalBot, seed: string) {
  return playGameSync(newGame({ players: 2, seed }), [bot, heuristicBot({ seed: 1 })]);
}

describe('a bot that is another program (the bot protocol)', () => {
  it('plays whole games as the Python example bot, told the scores at the end, one program for several games', () => {
    const bot = externalBot({ command: `python3 "${python}"`, moveMs: 10_000 });
    open.push(bot);
    for (const seed of ['py-1', 'py-2']) {
      const game = play(bot, seed);
      expect(game.state.phase).toBe('over');
      expect(bot.failures).toEqual([]);
    }
  });

  it('sends hello, newGame, each decision and gameOver with the scores, in order', async () => {
    const logFile = join(scratch, 'log.jsonl');
    const bot = misbehaving('good', 1, undefined, `BOT_LOG_FILE="${logFile}"`);
    const game = play(bot, 'log');
    // The program writes its log when it reads gameOver, a moment after the game.
    const entry = await vi.waitFor(() => JSON.parse(readFileSync(logFile, 'utf8').trim()), {
      timeout: 10_000,
    });
    expect(entry.log[0]).toBe('hello');
    expect(entry.log[1]).toBe('newGame');
    expect(entry.log.at(-1)).toBe('gameOver');
    // Every decide showed only the player's view (the program checks it and logs a leak).
    expect(entry.log.slice(2, -1).every((type: string) => type === 'decide')).toBe(true);
    expect(entry.ended).toBe(game.state.ended);
    expect(entry.points).toHaveLength(2);
    expect(bot.failures).toEqual([]);
  });

  it('accepts an answer given as the move itself', () => {
    const bot = misbehaving('echo');
    expect(play(bot, 'echo').state.phase).toBe('over');
    expect(bot.failures).toEqual([]);
  });

  it('a crashing program: the seat falls back for the rest of the game, the failure says why, the next game starts it again', () => {
    const bot = misbehaving('crash', 3);
    const game = play(bot, 'crash');
    expect(game.state.phase).toBe('over');
    expect(bot.failures).toEqual([
      expect.objectContaining({
        kind: 'crash',
        message: 'the program ended (exit code 3)',
        stderr: 'Traceback: something broke',
      }),
    ]);
    play(bot, 'crash-2');
    expect(bot.failures).toEqual([expect.objectContaining({ kind: 'crash' })]);
  });

  it('a slow program: no answer within the time limit is a timeout, and the program is killed', async () => {
    const pidFile = join(scratch, 'slow.pid');
    // 1.5 s: the first decision, answered at once, must not time out on a loaded machine (300 ms
    // did not leave room); the second is never answered.
    const bot = misbehaving('slow', 2, 1500, `BOT_PID_FILE="${pidFile}"`);
    const started = performance.now();
    const game = play(bot, 'slow');
    expect(game.state.phase).toBe('over');
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(bot.failures).toEqual([
      expect.objectContaining({ kind: 'timeout', message: 'no answer within 1500 ms' }),
    ]);
    const pid = Number(readFileSync(pidFile, 'utf8').trim().split('\n')[0]);
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 10_000 });
  });

  it('a lying program: an illegal move, garbage and an index out of range are failures', () => {
    for (const [mode, kind] of [
      ['illegal', 'illegal'],
      ['garbage', 'garbage'],
      ['badIndex', 'illegal'],
    ] as const) {
      const bot = misbehaving(mode, 2);
      expect(play(bot, mode).state.phase).toBe('over');
      expect(bot.failures).toEqual([expect.objectContaining({ kind, move: expect.any(Number) })]);
    }
  });

  it('a program that never says hello, or cannot start: the seat falls back; after three failed starts it is not tried again', () => {
    const silent = externalBot({
      command: `"${process.execPath}" "${fixture}" noHello`,
      startMs: 300,
    });
    open.push(silent);
    for (const seed of ['a', 'b', 'c']) {
      play(silent, seed);
      expect(silent.failures).toEqual([
        expect.objectContaining({ kind: 'start', message: 'no hello within 300 ms' }),
      ]);
    }
    const started = performance.now();
    play(silent, 'd');
    expect(silent.failures).toEqual([
      expect.objectContaining({
        kind: 'start',
        message: expect.stringMatching(/not started again/),
      }),
    ]);
    expect(performance.now() - started).toBeLessThan(250 * 1000);
    const missing = externalBot({ command: 'no-such-program-here-1234' });
    open.push(missing);
    play(missing, 'missing');
    expect(missing.failures).toEqual([expect.objectContaining({ kind: 'start' })]);
  });

  it('refuses an empty command or a bad time limit', () => {
    expect(() => externalBot({ command: ' ' })).toThrow(
      expect.objectContaining({ code: 'invalid-options' }),
    );
    expect(() => externalBot({ command: 'x', moveMs: 0 })).toThrow(/moveMs/);
    expect(() => externalBot({ command: 'x', startMs: Number.NaN })).toThrow(/startMs/);
  });
});
