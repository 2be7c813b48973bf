import {
  applyMove,
  checkInvariants,
  currentDecision,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  playerView,
  validateGameState,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { samplePositions } from '../__fixtures__/positions.js';
import { createRandom } from '../random.js';
import { determinize, determinizer } from './determinize.js';

function deciding(state: GameState): number {
  const decision = currentDecision(state);
  return 'seat' in decision ? decision.seat : 0;
}

describe('determinize', () => {
  for (const players of [2, 3, 4] as const) {
    it(`gives ${players}-player states whose view is the view it was given, and that are valid`, () => {
      const random = createRandom(players);
      for (const state of samplePositions(players, 4, 5)) {
        for (const viewer of [deciding(state), (deciding(state) + 1) % players]) {
          const view = playerView(state, viewer);
          const drawn = determinize(view, random);
          expect(playerView(drawn, viewer)).toEqual(view);
          expect(checkInvariants(drawn)).toEqual([]);
          expect(validateGameState(drawn)).toMatchObject({ ok: true });
        }
      }
    });
  }

  it('draws the hidden parts at random: other hands and pile orders change between draws', () => {
    const state = samplePositions(4, 1, 40)[2] as GameState;
    const view = playerView(state, 0);
    const random = createRandom(1);
    const draws = Array.from({ length: 20 }, () => determinize(view, random));
    const piles = new Set(draws.map((draw) => draw.piles.basic.join(',')));
    expect(piles.size).toBeGreaterThan(1);
    // The face-up top cards never change.
    for (const draw of draws) expect(draw.piles.basic.at(-1)).toBe(state.piles.basic.at(-1));
  });

  it('never changes the view it is given', () => {
    const state = samplePositions(3, 1, 50)[1] as GameState;
    const view = playerView(state, 1);
    const copy = structuredClone(view);
    determinize(view, createRandom(5));
    expect(view).toEqual(copy);
  });

  it('draws with a determinizer exactly what determinize draws from the same generator state', () => {
    for (const players of [2, 4] as const) {
      for (const state of samplePositions(players, 2, 9)) {
        const view = playerView(state, deciding(state));
        const draw = determinizer(view);
        const one = createRandom(players);
        const other = createRandom(players);
        for (let round = 0; round < 3; round++) expect(draw(one)).toEqual(determinize(view, other));
      }
    }
  });

  it("keeps the players' names, and writes each drawn player with the engine's fields", () => {
    const named = newGame({
      players: [
        { color: 'red', name: 'Ada' },
        { color: 'blue' },
        { color: 'green', name: 'Grace' },
      ],
      seed: 4,
    });
    const state = playOn(named, 30);
    const drawn = determinize(playerView(state, 1), createRandom(2));
    expect(drawn.players.map((player) => player.name)).toEqual(['Ada', undefined, 'Grace']);
    expect(playerView(drawn, 1)).toEqual(playerView(state, 1));
    // The fields of a player as the engine's own copy writes them, in its order.
    const copied = applyMove(state, legalMoves(state)[0] as Move).players;
    drawn.players.forEach((player, seat) => {
      expect(Object.keys(player)).toEqual(Object.keys(copied[seat] as object));
    });
  });

  it("draws the same after a game was played on from an earlier draw (the draws share the board's lists)", () => {
    const state = samplePositions(4, 1, 60)[0] as GameState;
    const view = playerView(state, deciding(state));
    const draw = determinizer(view);
    playOn(draw(createRandom(1)), 200);
    expect(draw(createRandom(2))).toEqual(determinize(view, createRandom(2)));
  });
});

/** `state` after up to `moves` moves, each the first legal one. */
function playOn(state: GameState, moves: number): GameState {
  let current = state;
  for (let step = 0; step < moves; step++) {
    const legal = legalMoves(current);
    if (legal.length === 0) break;
    current = applyMove(current, legal[step % legal.length] as Move);
  }
  return current;
}
