import { applyMove, type GameState, legalMoves, type Move, newGame } from '@antarctica-game/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.js';
import { forgetBoardMemo } from './board-memo.js';
import { DEFAULT_WEIGHTS, evaluate, majorityReach } from './evaluate.js';
import { heuristicChoice } from './heuristic-bot.js';
import { projectedPoints } from './projected-points.js';

/**
 * Every state of a game of `players`, in order: mostly the heuristic's moves (random play ends
 * early, losing its ships, with few scientists placed), one in four at random.
 */
function gameStates(players: 2 | 3 | 4, seed: number): GameState[] {
  const random = createRandom(seed);
  const states: GameState[] = [];
  let state = newGame({ players, seed });
  for (let step = 0; step < 400; step++) {
    states.push(state);
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    const seat = legal[0]?.seat as number;
    const move =
      random.next() < 0.25
        ? (legal[random.below(legal.length)] as Move)
        : heuristicChoice(state, seat, legal, DEFAULT_WEIGHTS).move;
    state = applyMove(state, move);
  }
  return states;
}

/** What the evaluation makes of a state with an empty memo. */
function ratedAfresh(state: GameState): unknown {
  forgetBoardMemo();
  return rated(state);
}

/** What the evaluation makes of a state, read with what the memo holds (as a search reads it). */
function rated(state: GameState): unknown {
  return {
    points: projectedPoints(state),
    values: state.players.map((_, seat) => evaluate(state, seat, DEFAULT_WEIGHTS, 0.5)),
    reach: state.players.map((_, seat) => majorityReach(state, seat, 3)),
  };
}

describe("the evaluation's memo of areas and tracks (board-memo.ts)", () => {
  // Games of every size, rated in a random order: a state's areas and tracks meet the memo of
  // another game's, of another player count, or of the same game earlier or later. Each rating
  // must equal the rating of the same state with the memo emptied first.
  const pool = [...gameStates(2, 1), ...gameStates(3, 2), ...gameStates(4, 3), ...gameStates(2, 4)];

  // Each state's rating with the memo emptied first, worked out before any test rates in order.
  const afresh = pool.map(ratedAfresh);

  it('rates every state, after any others, as it rates it with an empty memo', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: pool.length - 1 }), { minLength: 20, maxLength: 60 }),
        (picks) => {
          // Never emptied within a run: each rating meets what all the picks before it left.
          for (const pick of picks) expect(rated(pool[pick] as GameState)).toEqual(afresh[pick]);
        },
      ),
      { numRuns: 40, seed: 11 },
    );
  });

  it('rates each state of a game, move by move, as it rates it with an empty memo', () => {
    forgetBoardMemo();
    pool.forEach((state, index) => {
      expect(rated(state)).toEqual(afresh[index]);
    });
    expect(pool.length).toBeGreaterThan(500);
  });

  it("rates an area by its own buildings when it shares another state's list of scientists", () => {
    // A state made by hand, as an analysis asking "what if" might: every area's buildings
    // changed, its list of scientists the very list of the state rated just before.
    const state = pool.find((each) => each.moves > 40 && each.players.length === 2) as GameState;
    const changed: GameState = {
      ...state,
      areas: state.areas.map((area) => ({ ...area, buildings: area.buildings === 0 ? 7 : 0 })),
    };
    const before = rated(state);
    const memoized = rated(changed);
    expect(memoized).toEqual(ratedAfresh(changed));
    expect(memoized).not.toEqual(before);
  });

  it("rates an area by the table's player count when another count's state shares its list", () => {
    // Made by hand: a 3-player position's areas (the very lists) in a state of its first two
    // players. The ladder of an area counts the seats of the table.
    const three = pool.find((each) => each.moves > 60 && each.players.length === 3) as GameState;
    const two: GameState = { ...three, players: three.players.slice(0, 2) };
    const fresh = ratedAfresh(two);
    // The memo then holds the 3-player position's areas, and nothing of the other.
    forgetBoardMemo();
    rated(three);
    expect(rated(two)).toEqual(fresh);
    expect(fresh).not.toEqual(ratedAfresh(three));
  });

  it("rates a track by its edition's values when another edition's state shares its list", () => {
    // The same position in a copy of its edition whose tracks are worth more: the lists of
    // spaces are the very same, the values of their spaces are not.
    const state = pool.find((each) => each.moves > 60 && each.players.length === 2) as GameState;
    const edition = {
      ...state.edition,
      tracks: state.edition.tracks.map((track) => ({
        ...track,
        points: track.points.map(([space, worth]) => [space, worth * 3] as [number, number]),
      })),
    };
    const richer: GameState = { ...state, edition };
    const fresh = ratedAfresh(richer);
    forgetBoardMemo();
    rated(state);
    expect(rated(richer)).toEqual(fresh);
    expect(fresh).not.toEqual(ratedAfresh(state));
  });
});
