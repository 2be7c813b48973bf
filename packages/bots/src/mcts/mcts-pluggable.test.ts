import {
  currentDecision,
  type GameState,
  legalMoves,
  type Move,
  newGame,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { askBotSync } from '../play/decide.js';
import { playGameSync } from '../play/play-game.js';
import { type MctsSearch, mctsBot } from './mcts-bot.js';
import type { EvaluatorChoice } from './mcts-options.js';

/** A position with several legal moves: the first sail of a 2-player game. */
const start = newGame({ players: 2, seed: 'pluggable' });
const decision = currentDecision(start);
const seat = 'seat' in decision ? decision.seat : -1;

describe('mctsBot with a pluggable evaluator and rollout policy', () => {
  it('reads its search statistics: visits and values of every legal move, the most visited played', () => {
    const seen: MctsSearch[] = [];
    const bot = mctsBot({ budget: { iterations: 40 }, seed: 1, onSearch: (s) => seen.push(s) });
    expect(bot.lastSearch).toBeNull();
    const move = askBotSync(bot, start);
    const search = bot.lastSearch as MctsSearch;
    expect(seen).toEqual([search]);
    expect(search.iterations).toBe(40);
    expect(search.seat).toBe(seat);
    expect(search.children.map((child) => child.move)).toEqual(legalMoves(start));
    const visits = search.children.reduce((sum, child) => sum + child.visits, 0);
    expect(visits).toBe(40);
    const most = Math.max(...search.children.map((child) => child.visits));
    expect(search.children.find((child) => child.move === search.chosen)?.visits).toBe(most);
    expect(move).toEqual(search.chosen);
    for (const child of search.children) {
      if (child.visits > 0) expect(child.value).toBeGreaterThanOrEqual(0);
      if (child.visits > 0) expect(child.value).toBeLessThanOrEqual(1);
    }
    expect(search.value).toBeGreaterThan(0);
    expect(search.value).toBeLessThan(1);
  });

  it('rates positions with the evaluator it is given, not with the heuristic', () => {
    let calls = 0;
    // The searching seat is rated 0.9 in every position, the other 0.1.
    const evaluator = (state: { players: unknown[] }) => {
      calls++;
      return state.players.map((_, other) => (other === seat ? 0.9 : 0.1));
    };
    const bot = mctsBot({ budget: { iterations: 30 }, seed: 2, evaluator, rolloutDepth: 0 });
    askBotSync(bot, start);
    expect(calls).toBeGreaterThan(0);
    // Every position rated 0.9 for the searching seat: every visited move's mean value is exactly 0.9.
    for (const child of bot.lastSearch?.children ?? [])
      if (child.visits > 0) expect(child.value).toBeCloseTo(0.9, 10);
  });

  it('plays rollouts with the policy function it is given, deterministically for a seed', () => {
    const asked: number[] = [];
    const first = (_state: unknown, seat: number, legal: readonly Move[]) => {
      asked.push(seat);
      return legal[0] as Move;
    };
    const play = () =>
      playGameSync(newGame({ players: 2, seed: 'policy' }), [
        mctsBot({ budget: { iterations: 8 }, seed: 3, rolloutPolicy: first }),
        heuristicBot({ seed: 4 }),
      ]);
    const game = play();
    expect(game.state.phase).toBe('over');
    expect(asked).toContain(1);
    expect(play().moves).toEqual(game.moves);
  });

  it('rates positions with the shipped learned network at 2 players by default, the heuristic at 4', () => {
    const visits = (state: GameState, evaluator?: EvaluatorChoice) => {
      const bot = mctsBot({
        budget: { iterations: 40 },
        seed: 5,
        ...(evaluator ? { evaluator } : {}),
      });
      askBotSync(bot, state);
      return bot.lastSearch?.children.map((child) => child.visits);
    };
    expect(visits(start)).toEqual(visits(start, 'learned'));
    expect(visits(start)).not.toEqual(visits(start, 'heuristic'));
    const four = newGame({ players: 4, seed: 'pluggable' });
    expect(visits(four)).toEqual(visits(four, 'heuristic'));
    expect(visits(four)).not.toEqual(visits(four, 'learned'));
  });

  it('refuses an evaluator it does not know by name', () => {
    expect(() => mctsBot({ budget: { iterations: 5 }, evaluator: 'neural' as never })).toThrow(
      expect.objectContaining({
        code: 'invalid-options',
        message: expect.stringMatching(/neural/),
      }),
    );
  });

  it('refuses an evaluator that answers out of range, with a clear error', () => {
    const bot = mctsBot({ budget: { iterations: 5 }, evaluator: () => [2, 0] });
    expect(() => askBotSync(bot, start)).toThrow(
      expect.objectContaining({
        code: 'invalid-options',
        message: expect.stringMatching(/\[0, 1\]/),
      }),
    );
  });
});
