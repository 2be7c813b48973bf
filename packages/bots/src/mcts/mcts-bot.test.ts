import {
  applyMove,
  currentDecision,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  playerView,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { BotError } from '../play/bot-error.js';
import { askBot, askBotSync } from '../play/decide.js';
import { playGameSync } from '../play/play-game.js';
import { playStudyGame } from '../simulation/play-batch.js';
import { keyOf, mctsBot } from './mcts-bot.js';

describe('mctsBot', () => {
  it('grows its tree by one level at most per iteration: a game against the uniform bot, where it takes many turns in a row, ends in moments', () => {
    // Game 2 of this study used to build the tree to the end of the game in every iteration:
    // past 8 GB, and no move in minutes (antarctica-sim --bots mcts:20it,uniform).
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const game = playStudyGame(
      {
        games: 24,
        players: 2,
        bots: ['mcts:20it', 'uniform'],
        seed: '1',
        rotate: true,
        rules: {},
        shipPlacement: 'firstGame',
        maxMoves: 3000,
      },
      2,
    );
    expect(game.outcome.ended).not.toBe('moveLimit');
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(400e6);
    expect(performance.now() - started).toBeLessThan(45_000);
  }, 60_000);

  it('plays the same game twice for a seed and an iteration budget', () => {
    const play = () =>
      playGameSync(
        newGame({ players: 2, seed: 'mcts-repeat' }),
        [mctsBot({ budget: { iterations: 12 }, seed: 3 }), heuristicBot({ seed: 4 })],
        { maxMoves: 3000 },
      ).moves;
    const first = play();
    expect(play()).toEqual(first);
  });

  it('plays the same game twice with every search option set, and whole games with them', () => {
    const play = () =>
      playGameSync(
        newGame({ players: 2, seed: 'mcts-options' }),
        [
          mctsBot({
            budget: { iterations: 10 },
            seed: 5,
            rolloutPolicy: 'heuristic',
            rolloutTurns: 1,
            priorDepth: 2,
            reuseTree: false,
          }),
          heuristicBot({ seed: 6 }),
        ],
        { maxMoves: 3000 },
      );
    const first = play();
    expect(first.state.phase).toBe('over');
    expect(play().moves).toEqual(first.moves);
  });

  it('keeps the subtree of its sailing move for the action that follows', () => {
    // With the tree kept, the action after a sail is chosen with the sail's iterations as well,
    // so the games differ from games where every decision starts afresh.
    const play = (reuseTree: boolean) =>
      playGameSync(
        newGame({ players: 2, seed: 'mcts-reuse' }),
        [mctsBot({ budget: { iterations: 6 }, seed: 2, reuseTree }), heuristicBot({ seed: 1 })],
        { maxMoves: 3000 },
      ).moves;
    expect(play(true)).not.toEqual(play(false));
  });

  it('plays whole games at 4 players', () => {
    for (const players of [4] as const) {
      const bots = Array.from({ length: players }, (_, seat) =>
        seat === 0 ? mctsBot({ budget: { iterations: 8 }, seed: 1 }) : heuristicBot({ seed: seat }),
      );
      expect(playGameSync(newGame({ players, seed: players }), bots).state.phase).toBe('over');
    }
  });

  it('thinks for a time budget', async () => {
    const bot = mctsBot({ budget: { ms: 20 } });
    expect(bot.name).toBe('mcts:20ms');
    const state = newGame({ players: 2, seed: 9 });
    const move = await askBot(bot, state);
    expect(legalMoves(state)).toContainEqual(move);
  });

  it('refuses a budget that is not a positive number', () => {
    for (const budget of [
      { iterations: 0 },
      { iterations: 1.5 },
      { ms: -1 },
      { ms: Number.NaN },
      {},
    ])
      expect(() => mctsBot({ budget: budget as never })).toThrow(BotError);
  });

  it('names moves by their fields', () => {
    expect(keyOf({ type: 'sail', seat: 0, to: 3 })).toBe('sail|seat=0|to=3');
    expect(keyOf({ type: 'build', seat: 1, deck: 'basic', track: null })).toBe(
      'build|seat=1|deck=basic|track=null',
    );
  });

  it('carries no kept subtree into another game: not into one of another player count, nor past gameOver', () => {
    const seatOf = (state: GameState) => {
      const decision = currentDecision(state);
      return 'seat' in decision ? decision.seat : -1;
    };
    // A 4-player game's first decision (seat 0 sails), and a 2-player game played on until seat
    // 0 sails: a sail keeps its subtree for the action after it.
    const four = newGame({ players: 4, seed: 'kept' });
    let two = newGame({ players: 2, seed: 'kept' });
    while (currentDecision(two).kind !== 'sail' || seatOf(two) !== seatOf(four))
      two = applyMove(two, legalMoves(two)[0] as Move);
    // The visits of the bot's last search, all of its moves together.
    const visitsOf = (bot: ReturnType<typeof mctsBot>) =>
      bot.lastSearch?.children.reduce((sum, child) => sum + child.visits, 0);
    const visitsAt = (bot: ReturnType<typeof mctsBot>) => {
      // The 4-player position shown as the very next decision of the bot's seat.
      bot.chooseMove({ ...playerView(four, seatOf(four)), moves: two.moves + 1 }, legalMoves(four));
      return visitsOf(bot);
    };
    const bot = mctsBot({ budget: { iterations: 20 }, seed: 1 });
    askBotSync(bot, two);
    expect(visitsAt(bot)).toBe(20);
    // The same game's next decision, the action after the sail, reuses the subtree...
    const visitsNext = (bot: ReturnType<typeof mctsBot>) => {
      const next = applyMove(two, askBotSync(bot, two));
      if (bot !== kept) bot.gameOver?.({} as never);
      askBotSync(bot, next);
      return visitsOf(bot);
    };
    const kept = mctsBot({ budget: { iterations: 20 }, seed: 1 });
    expect(visitsNext(kept)).toBeGreaterThan(20);
    // ...unless the game was said to be over in between.
    expect(visitsNext(mctsBot({ budget: { iterations: 20 }, seed: 1 }))).toBe(20);
  });
});
