import {
  applyMove,
  botRandom,
  DEFAULT_EDITION,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  playOut,
  weightedRandomBot,
} from '@antarctica-game/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEngineMove } from './convert-move.js';

// Two Resource Cards of one kind that stand in for the same Building (the edition's two Factory
// cards, and its two Lab cards) play alike: the rules read a card's kind and what it stands in
// for, never which copy it is. So which of two such cards a build uses never matters for the
// game, and replay takes the first in hand order (`Fa`), or the one the text names (`Fa2`).

const EDITION = DEFAULT_EDITION;
/** Pairs of interchangeable cards: the same kind, standing in for the same Buildings. */
const PAIRS = EDITION.resourceCards.flatMap((card, id) =>
  EDITION.resourceCards.flatMap((other, otherId) =>
    otherId > id && other.kind === card.kind && other.grants.join() === card.grants.join()
      ? [[id, otherId] as const]
      : [],
  ),
);

function swapper([a, b]: readonly [number, number]) {
  const swap = (id: number) => (id === a ? b : id === b ? a : id);
  const state = (given: GameState): GameState => ({
    ...given,
    resourcePile: given.resourcePile.map(swap),
    players: given.players.map((player) => ({
      ...player,
      resourceCards: player.resourceCards.map(swap),
      startingBasicCard: player.startingBasicCard === null ? null : swap(player.startingBasicCard),
    })),
  });
  const move = (given: Move): Move =>
    given.type === 'build' && given.resourceCard !== undefined
      ? { ...given, resourceCard: swap(given.resourceCard) }
      : given;
  return { state, move };
}

const json = (value: unknown) =>
  JSON.stringify(value, (key, inner) => (key === 'edition' ? undefined : inner));

describe('two Resource Cards for the same building', () => {
  it('the edition has such pairs (two Factory, two Lab cards)', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(2);
  });

  it('never matter: swapping the two copies everywhere commutes with every legal move', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2 as const, 3 as const, 4 as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...PAIRS),
        (players, seed, pair) => {
          const { state: swapState, move: swapMove } = swapper(pair);
          let state = newGame({ players, seed });
          const random = botRandom(seed);
          const bot = weightedRandomBot(random);
          playOut(state, bot, (current, move) => {
            const swapped = swapState(current);
            // The same moves are legal, copies swapped, and each leads to the swapped state.
            expect(json(legalMoves(swapped))).toBe(json(legalMoves(current).map(swapMove)));
            const next = applyMove(current, move);
            expect(json(applyMove(swapped, swapMove(move)))).toBe(json(swapState(next)));
            state = next;
            return next;
          });
        },
      ),
      { numRuns: 6 },
    );
  });

  it('replay takes the first copy in hand order, or the one the text names', () => {
    const [first, second] = PAIRS[0]!;
    const grants = EDITION.resourceCards[first]!.grants;
    const state = newGame({ players: 2, seed: 3 });
    const held: GameState = {
      ...state,
      players: state.players.map((player, seat) =>
        seat === 0 ? { ...player, resourceCards: [second, first] } : player,
      ),
    };
    const build = (copy?: number) =>
      toEngineMove(held, 0, {
        type: 'build',
        deck: 'basic',
        track: 0,
        resourceCard: copy === undefined ? { grants } : { grants, copy },
      });
    expect(build()).toMatchObject({ ok: true, move: { resourceCard: second } });
    expect(build(2)).toMatchObject({ ok: true, move: { resourceCard: first } });
  });
});
