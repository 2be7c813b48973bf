import { describe, expect, it } from 'vitest';
import {
  beginVisit,
  emptyBoard,
  finishPicks,
  putBuildings,
  putShip,
  setTopCard,
  setTrackSymbols,
} from '../__fixtures__/positions.js';
import { applyMove, tryApplyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { legalMoves } from '../legal-moves.js';
import type { GameState } from '../state/state.js';

/** Seat 0 sails from area 0 to area 3 holding Fast Research; track 0's space 2 has `symbol` in red. */
function fastResearchTo(
  symbol: 'moveShip' | 'buildShip' | 'gainExpertiseCard',
  arrange: (state: GameState) => void = () => {},
): GameState {
  const state = emptyBoard(4);
  setTrackSymbols(state, 0, [{ space: 2, color: 'red', symbol }]);
  putShip(state, 0, 0);
  arrange(state);
  state.players[0]!.shipyardCards = ['fastResearch'];
  beginVisit(state, 0);
  const sailed = applyMove(state, { type: 'sail', seat: 0, to: 3 });
  return applyMove(sailed, { type: 'playFastResearch', seat: 0, track: 0 });
}

describe('rules decisions on the open points (docs/rules-decisions.md)', () => {
  it('22. a discard always brings a scientist from the reserve: there is no move that declines it', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    beginVisit(state, 0);
    const discards = legalMoves(state).filter((move) => move.type === 'discard');
    expect(discards.length).toBeGreaterThan(0);
    for (const move of discards) expect(Object.keys(move).sort()).not.toContain('scientist');
    const next = applyMove(state, discards[0]!);
    expect(next.players[0]).toMatchObject({ supply: 3, reserve: 9 });
  });

  describe('23. the Plankton Farm exception counts the scientists in supply and reserve together', () => {
    function lastScientists(otherReserve: number): GameState {
      const state = emptyBoard(4);
      putShip(state, 0, 0);
      beginVisit(state, 0);
      state.piles = { basic: [], double: [], advanced: [] };
      setTopCard(state, 'advanced', { builds: 'planktonFarm', requires: [], scientists: 2 });
      for (const player of state.players) {
        player.supply = 1;
        player.reserve = 0;
      }
      state.players[2]!.supply = 0;
      state.players[2]!.reserve = otherReserve;
      return applyMove(state, { type: 'sail', seat: 0, to: 2 });
    }
    const farm = { type: 'build', seat: 0, deck: 'advanced', track: 0 } as const;

    it('a player whose one scientist left waits in the reserve still has only one', () => {
      expect(legalMoves(lastScientists(1))).toContainEqual(farm);
    });

    it('a player with none in supply but two in reserve has two: no exception', () => {
      expect(legalMoves(lastScientists(2))).not.toContainEqual(farm);
    });
  });

  it('24. gaining a Resource Card of a kind the pile no longer holds gives nothing', () => {
    const state = fastResearchTo('gainExpertiseCard', (before) => {
      before.resourcePile = before.resourcePile.filter(
        (card) => before.edition.resourceCards[card]?.kind !== 'expertise',
      );
    });
    expect(state.players[0]?.resourceCards).toHaveLength(1);
    expect(currentDecision(state)).toMatchObject({ kind: 'turn', seat: 0 });
  });

  it('26. a Shipyard build is refused when "move a ship" filled the Sun\'s area again this turn', () => {
    let state = fastResearchTo('moveShip', (before) => {
      putShip(before, 1, 0);
      putShip(before, 2, 0);
      putShip(before, 0, 5);
      putBuildings(before, 3, 'shipyard');
    });
    const mover = state.areas[5]!.ships[0]!;
    state = applyMove(state, { type: 'moveShip', seat: 0, ship: mover, to: 0 });
    expect(state.areas[0]?.ships).toHaveLength(3);
    expect(legalMoves(state).some((move) => move.type === 'buildShip')).toBe(false);
    expect(tryApplyMove(state, { type: 'buildShip', seat: 0 }).ok).toBe(false);
  });

  it('27. the "build a ship" track space with the Sun\'s area full places no ship and hands out no Shipyard Card', () => {
    const state = fastResearchTo('buildShip', (before) => {
      for (const seat of [1, 2, 3]) putShip(before, seat, 0);
    });
    expect(state.areas[0]?.ships).toHaveLength(3);
    expect(state.players.every((player) => player.shipyardCards.length === 0)).toBe(true);
    expect(currentDecision(state)).toMatchObject({ kind: 'turn', seat: 0 });
  });

  it('28. a ship moved into the Sun\'s area by "move a ship" may take an Icebreaker turn in the same visit', () => {
    // Reading icebreakerBinding 'area': at the Sun's arrival seat 0's second ship made the
    // area's Icebreaker fit. Seat 0's first ship sails, moves its ship from area 5 in behind the
    // second, and discards the second: the moved ship is now second in line and takes the turn.
    const state = emptyBoard(4);
    state.rules = { ...state.rules, icebreakerBinding: 'area' };
    setTrackSymbols(state, 0, [{ space: 2, color: 'red', symbol: 'moveShip' }]);
    putShip(state, 0, 0);
    const second = putShip(state, 0, 0);
    const moved = putShip(state, 0, 5);
    state.players[0]!.shipyardCards = ['fastResearch'];
    beginVisit(state, 0);
    state.visit.icebreaker = { seat: 0, ship: second };
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'playFastResearch', seat: 0, track: 0 });
    next = applyMove(next, { type: 'moveShip', seat: 0, ship: moved, to: 0 });
    next = applyMove(next, { type: 'discard', seat: 0, resource: 'boardShip', ship: second });
    next = finishPicks(applyMove(next, { type: 'endTurn', seat: 0 }));
    expect(currentDecision(next)).toMatchObject({ kind: 'sail', seat: 0, icebreaker: true });
    expect(next.turn?.ship).toBe(moved);
  });
});
