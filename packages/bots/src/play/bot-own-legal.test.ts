import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { legalMoves, type Move, newGame } from '@antarctica-game/engine';
import { afterAll, describe, expect, it } from 'vitest';
import type { Bot } from '../bot.js';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { mctsBot } from '../mcts/mcts-bot.js';
import { loadBotModules } from '../protocol/module-bot.js';
import { randomBot } from '../random-bot/random-bot.js';
import { runSimulation } from '../simulation/run-simulation.js';
import { askBot, askBotSync, legalForBot } from './decide.js';
import { playGame, playGameSync } from './play-game.js';

// A bot is given its own copy of the legal moves: whatever it does to it, the driver judges its
// answer with its own list and hands an intact list to the fallback. The package's own bots, which
// leave the list alone, are handed the driver's list.

/** What a bot does to its list after choosing the first move, and whether its answer is legal. */
const VANDALS: Array<[name: string, body: string, legal: boolean]> = [
  ['shift', 'const move = legal[0]; legal.shift(); return move;', true],
  ['empty', 'const move = legal[0]; legal.length = 0; return move;', true],
  ['sort', 'const move = legal[0]; legal.reverse(); return move;', true],
  ['push', "legal.push({ type: 'pass', seat: 9 }); return legal[legal.length - 1];", false],
  ['change', 'legal[0].seat = 9; return legal[0];', false],
];

const vandal = (body: string): Bot => ({
  name: 'vandal',
  // The same body as the modules below.
  chooseMove: new Function('view', 'legal', body) as Bot['chooseMove'],
});

const scratch = mkdtempSync(join(tmpdir(), 'antarctica-own-legal-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a bot gets its own legal moves', () => {
  it('playGameSync, playGame, askBot and askBotSync judge with the driver’s list', async () => {
    for (const [name, body, legal] of VANDALS) {
      const start = newGame({ players: 2, seed: `own-${name}` });
      const bots = [vandal(body), heuristicBot({ seed: 1 })];
      if (legal) {
        expect(playGameSync(start, bots, { maxMoves: 400 }).moves.length).toBeGreaterThan(0);
        expect((await playGame(start, bots, { maxMoves: 400 })).moves.length).toBeGreaterThan(0);
        const move = askBotSync(bots[0] as Bot, start);
        expect(move).toEqual(await askBot(bots[0] as Bot, start));
      } else {
        const illegal = expect.objectContaining({ code: 'illegal-move' });
        expect(() => playGameSync(start, bots)).toThrow(illegal);
        await expect(playGame(start, bots)).rejects.toThrow(illegal);
        expect(() => askBotSync(bots[0] as Bot, start)).toThrow(illegal);
        await expect(askBot(bots[0] as Bot, start)).rejects.toThrow(illegal);
      }
    }
  });

  it('a module bot in a study: a legal answer counts, a made-up one is an illegal failure and the seat falls back', async () => {
    for (const [name, body, legal] of VANDALS) {
      const file = join(scratch, `${name}.mjs`);
      writeFileSync(
        file,
        `export default () => ({ name: '${name}', chooseMove(view, legal) { ${body} } });`,
      );
      const path = relative(process.cwd(), file);
      await loadBotModules([path]);
      const result = await runSimulation(
        {
          games: 2,
          players: 2,
          bots: [path, 'random'],
          seed: name,
          rotate: true,
          rules: {},
          shipPlacement: 'firstGame',
          maxMoves: 3000,
        },
        { workers: 0 },
      );
      expect(result.aggregate.games).toBe(2);
      if (legal) expect(result.aggregate.failures).toBeUndefined();
      else expect(result.aggregate.failures?.[path]?.kinds.illegal).toBe(2);
    }
  });

  it('the copy is equal to the driver’s list, move for move', () => {
    const start = newGame({ players: 2, seed: 'copy' });
    let seen: readonly Move[] = [];
    askBotSync(
      {
        name: 'look',
        chooseMove: (_view, legal) => {
          seen = legal;
          return legal[0] as Move;
        },
      },
      start,
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(seen).toEqual(legalMoves(start));
  });

  it('the package’s own bots are handed the driver’s list, and play as they do with a copy', () => {
    const list = legalMoves(newGame({ players: 4, seed: 'own-list' }));
    const wrap = (bot: Bot): Bot => ({
      name: bot.name,
      chooseMove: (v, l) => bot.chooseMove(v, l),
    });
    for (const bot of [
      randomBot({ seed: 1 }),
      heuristicBot({ seed: 1 }),
      mctsBot({ budget: { iterations: 5 } }),
    ]) {
      expect(legalForBot(list, bot)).toBe(list);
      // Any other bot, a wrapper of one of them too, gets a copy.
      const copy = legalForBot(list, wrap(bot));
      expect(copy).not.toBe(list);
      expect(copy).toEqual(list);
      // A bot whose method was replaced in place is no longer the package's: a copy too.
      const patched = bot.chooseMove;
      bot.chooseMove = (view, legal) => patched(view, legal);
      expect(legalForBot(list, bot)).not.toBe(list);
    }
    const start = newGame({ players: 3, seed: 'own-game' });
    const bots = () => [randomBot({ seed: 2 }), heuristicBot({ seed: 3 }), randomBot({ seed: 4 })];
    const own = playGameSync(start, bots());
    expect(own.state.phase).toBe('over');
    expect(playGameSync(start, bots().map(wrap)).moves).toEqual(own.moves);
  });
});
