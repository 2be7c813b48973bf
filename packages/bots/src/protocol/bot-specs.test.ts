import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newGame } from '@antarctica-game/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { playGameSync } from '../play/play-game.js';
import { parseBotSpec } from '../simulation/bot-spec.js';
import type { SimulationConfig } from '../simulation/config.js';
import { runSimulation } from '../simulation/run-simulation.js';
import { closeCommandBots } from './command-spec.js';
import { loadBotModules } from './module-bot.js';

const python = relative(
  process.cwd(),
  fileURLToPath(new URL('../../examples/builder_bot.py', import.meta.url)),
);
const scratch = mkdtempSync(join(tmpdir(), 'antarctica-module-'));
afterAll(() => {
  closeCommandBots();
  rmSync(scratch, { recursive: true, force: true });
});

/** Writes a bot module into the scratch folder; returns its path relative to the working directory. */
function botModule(name: string, source: string): string {
  const file = join(scratch, name);
  writeFileSync(file, source);
  return relative(process.cwd(), file);
}

describe('bots named on a command line: programs and modules', () => {
  it('reads cmd: specs with their options, keeping the command as written for the label', () => {
    const spec = parseBotSpec(' cmd:python3 My_Bot.py --depth 2 ');
    expect(spec).toMatchObject({ label: 'cmd:python3 My_Bot.py --depth 2', kind: 'command' });
    expect(parseBotSpec('cmd[ms=250,fallback=heuristic,level=3]:./bot').label).toBe(
      'cmd[ms=250,fallback=heuristic,level=3]:./bot',
    );
    expect(parseBotSpec('heuristic').kind).toBe('builtIn');
    for (const [bad, message] of [
      ['cmd:', /write cmd:<command line>/],
      ['cmd[ms=-1]:x', /ms of an external bot/],
      ['cmd[fallback=cmd:y]:x', /must be a built-in bot/],
      ['cmd[fallback=alphazero]:x', /unknown bot "alphazero"/],
      ['./no-such-bot.mjs', /bot module not found/],
    ] as const)
      expect(() => parseBotSpec(bad)).toThrow(message);
  });

  it('plays a study with the Python example against the built-in bots, one program per seat, no failures', async () => {
    const config: SimulationConfig = {
      games: 6,
      players: 3,
      bots: [`cmd:python3 ${python}`, 'heuristic', 'random'],
      seed: 'python',
      rotate: true,
      rules: {},
      shipPlacement: 'firstGame',
      maxMoves: 3000,
    };
    const result = await runSimulation(config, { workers: 0 });
    expect(result.aggregate.games).toBe(6);
    expect(result.interrupted).toBe(false);
    // The same study again gives the same counts: the program is seeded through newGame.
    expect((await runSimulation(config, { workers: 0 })).aggregate).toEqual(result.aggregate);
  });

  it('starts one program per seat that plays it, in a study of several games', async () => {
    const fixture = fileURLToPath(new URL('./__fixtures__/misbehaving-bot.mjs', import.meta.url));
    for (const [bots, programs] of [
      [(spec: string) => [spec, 'random'], 1],
      [(spec: string) => [spec, spec], 2],
    ] as const) {
      const pidFile = join(scratch, `pids-${programs}`);
      // A label of its own for each run, so that no program is kept from the run before.
      const spec = `cmd[run=${programs}]:BOT_PID_FILE="${pidFile}" "${process.execPath}" "${fixture}" good`;
      const result = await runSimulation(
        {
          games: 5,
          players: 2,
          bots: bots(spec),
          seed: 'pids',
          rotate: true,
          rules: {},
          shipPlacement: 'firstGame',
          maxMoves: 3000,
        },
        { workers: 0 },
      );
      expect(result.aggregate.games).toBe(5);
      // One more: the study starts each program once to check that it starts, before any game.
      expect(readFileSync(pidFile, 'utf8').trim().split('\n')).toHaveLength(programs + 1);
    }
  });

  it('gives each seat of a game its own program, reused in the next games', () => {
    const spec = parseBotSpec(`cmd:python3 ${python}`);
    for (const seed of ['self-1', 'self-2']) {
      const bots = [spec.create(1), spec.create(2)];
      const game = playGameSync(newGame({ players: 2, seed }), bots);
      expect(game.state.phase).toBe('over');
      expect(bots.map((bot) => bot.failures)).toEqual([[], []]);
    }
  });

  it('loads a JavaScript module whose default export makes a bot from a seed', async () => {
    const path = botModule(
      'first-build.mjs',
      `export default function (seed) {
        return { name: 'first build', chooseMove: (view, legal) => legal.find((m) => m.type === 'build') ?? legal[0] };
      }`,
    );
    expect(() => parseBotSpec(path).create(1)).toThrow(/not loaded/);
    await loadBotModules([path, 'heuristic']);
    const spec = parseBotSpec(path);
    expect(spec).toMatchObject({ label: path, kind: 'module' });
    const bot = spec.create(1);
    const game = playGameSync(newGame({ players: 2, seed: 'module' }), [bot, heuristicBot()]);
    expect(game.state.phase).toBe('over');
    expect(bot.failures).toEqual([]);
  });

  it('a module bot that throws or lies falls back like a program; a bad module is refused', async () => {
    const throwing = botModule(
      'throwing.mjs',
      `let n = 0; export default () => ({ name: 't', chooseMove: (v, legal) => { if (++n === 3) throw new Error('oops'); return legal[0]; } });`,
    );
    const lying = botModule(
      'lying.mjs',
      `export default () => ({ name: 'l', chooseMove: () => ({ type: 'pass', seat: 7 }) });`,
    );
    await loadBotModules([throwing, lying]);
    for (const [path, kind] of [
      [throwing, 'crash'],
      [lying, 'illegal'],
    ] as const) {
      const bot = parseBotSpec(path).create(1);
      expect(
        playGameSync(newGame({ players: 2, seed: kind }), [bot, heuristicBot()]).state.phase,
      ).toBe('over');
      expect(bot.failures).toEqual([expect.objectContaining({ kind })]);
    }
    const noDefault = botModule('no-default.mjs', 'export const bot = 1;');
    await expect(loadBotModules([noDefault])).rejects.toThrow(/default export/);
    const broken = botModule('broken.mjs', 'export default (;');
    await expect(loadBotModules([broken])).rejects.toThrow(/could not be loaded/);
  });
});
