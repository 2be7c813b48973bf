import {
  currentDecision,
  legalMoves,
  newGame,
  playerView,
  shipsLeft,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { samplePositions } from '../__fixtures__/positions.js';
import { DEFAULT_WEIGHTS } from '../heuristic/evaluate.js';
import { BotError } from '../play/bot-error.js';
import { keyOf, mctsBot } from './mcts-bot.js';
import { ratePosition, searchRoot } from './root-search.js';

/** A position of a 3-player game where the player deciding has several moves. */
function position() {
  for (const state of samplePositions(3, 1, 5)) {
    const decision = currentDecision(state);
    if ('seat' in decision && legalMoves(state).length > 3) return { state, seat: decision.seat };
  }
  throw new Error('no position with a choice');
}

describe('searchRoot', () => {
  it('gives the statistics the MCTS bot would give for the same options and seed, with margins', () => {
    const { state, seat } = position();
    const view = playerView(state, seat);
    const legal = legalMoves(state);
    const bot = mctsBot({
      budget: { iterations: 60 },
      seed: 5,
      reuseTree: false,
      evaluator: 'heuristic',
    });
    bot.chooseMove(view, legal);
    const search = searchRoot(view, legal, { iterations: 60, seed: 5 });
    expect(search.iterations).toBe(60);
    expect(search.children.map(({ move, visits, value }) => ({ move, visits, value }))).toEqual(
      bot.lastSearch?.children.map(({ move, visits, value }) => ({ move, visits, value })),
    );
    for (const child of search.children)
      expect(Number.isNaN(child.margin)).toBe(child.visits === 0);
    expect(Number.isFinite(search.margin)).toBe(true);
  });

  it('searches only the moves it is given: one move alone gets every visit', () => {
    const { state, seat } = position();
    const legal = legalMoves(state);
    const last = legal[legal.length - 1];
    if (last === undefined) throw new Error('no move');
    const search = searchRoot(playerView(state, seat), [last], { iterations: 40, seed: 2 });
    expect(search.children).toHaveLength(1);
    expect(keyOf(search.children[0]?.move ?? last)).toBe(keyOf(last));
    expect(search.children[0]?.visits).toBe(40);
    expect(search.value).toBe(search.children[0]?.value);
  });

  it('searches a ship discard it is given even where the bot would keep its ships', () => {
    let searched = 0;
    for (const state of samplePositions(2, 4, 1)) {
      const decision = currentDecision(state);
      if (!('seat' in decision)) continue;
      const discard = legalMoves(state).find(
        (move) => move.type === 'discard' && move.resource !== 'cube',
      );
      if (
        discard === undefined ||
        shipsLeft(state.ships, decision.seat) > DEFAULT_WEIGHTS.keepShips
      )
        continue;
      const search = searchRoot(playerView(state, decision.seat), [discard], {
        iterations: 5,
        seed: 1,
      });
      expect(search.children[0]?.visits).toBe(5);
      if (++searched === 3) break;
    }
    expect(searched).toBe(3);
  });

  it('is the same for the same view, moves and seed', () => {
    const { state, seat } = position();
    const run = () =>
      searchRoot(playerView(state, seat), legalMoves(state), { iterations: 30, seed: 9 });
    expect(run()).toEqual(run());
  });

  it('refuses no iterations or no moves', () => {
    const state = newGame({ players: 2, seed: 1 });
    const view = playerView(state, 0);
    expect(() => searchRoot(view, legalMoves(state), { iterations: 0 })).toThrow(BotError);
    expect(() => searchRoot(view, [], { iterations: 5 })).toThrow(BotError);
  });
});

describe('ratePosition', () => {
  it('rates every seat in [0, 1], the leader above the others', () => {
    const { state } = position();
    const ratings = ratePosition(state);
    expect(ratings).toHaveLength(3);
    for (const rating of ratings) expect(rating >= 0 && rating <= 1).toBe(true);
  });
});
