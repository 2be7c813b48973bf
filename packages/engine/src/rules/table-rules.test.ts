import { describe, expect, it } from 'vitest';
import { beginVisit, emptyBoard, putShip, withRules } from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { DEFAULT_EDITION } from '../edition/default-edition.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import {
  cardTimingAllows,
  gameEndReason,
  hasShipSpace,
  icebreakerGivesTurn,
  icebreakerMayGo,
  maySailTo,
  placementSeat,
  secondInLineIndex,
  turnStoppedAfterShip,
  whatFollowsTurn,
} from './table-rules.js';

// The turn's rules over plain values, which table apps call; each is checked on its own and
// against the engine's own decisions, which are made with it.

const line = (ships: number, closed = false) => ({ closed, ships: { length: ships } });

describe('sailing (rulebook: a ship sails to another area with a free ship space)', () => {
  it('never sails back to its own area, into a closed one, or into a full one', () => {
    const areas = [line(1), line(2), line(3), line(0, true), line(0)];
    expect([0, 1, 2, 3, 4].map((to) => maySailTo(areas, 3, 0, to))).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
    expect(maySailTo(areas, 3, 0, 9)).toBe(false);
    expect(hasShipSpace(line(2), 3)).toBe(true);
    expect(hasShipSpace(line(3), 3)).toBe(false);
  });

  it("lists the engine's sail moves exactly", () => {
    const state = emptyBoard(4);
    for (let index = 0; index < 3; index++) putShip(state, index % 4, 2);
    putShip(state, 0, 0);
    beginVisit(state, 0);
    const sails = legalMoves(state).flatMap((move) => (move.type === 'sail' ? [move.to] : []));
    const areas = state.areas.map((_, to) => to);
    expect(sails).toEqual(
      areas.filter((to) => maySailTo(state.areas, state.edition.shipSpaces, 0, to)),
    );
    expect(sails).not.toContain(2);
  });
});

describe('placement order (setup step 5)', () => {
  it('follows the order, and with ships corrected by hand gives the seat still missing one', () => {
    const order = DEFAULT_EDITION.placementOrder[3];
    expect(placementSeat(order, [0, 0, 0])).toBe(order[0]);
    expect(placementSeat(order, [1, 1, 1])).toBe(order[3]);
    expect(placementSeat(order, [3, 3, 3])).toBeNull();
    // Seat 1 (B) got its ship first by hand: A is still owed one.
    expect(placementSeat(order, [0, 1, 0])).toBe(0);
  });

  it("is the engine's decision in free placement", () => {
    let state = newGame({ players: 3, seed: 1, shipPlacement: 'free' });
    const order = DEFAULT_EDITION.placementOrder[3];
    for (const seat of order) {
      expect(currentDecision(state)).toEqual({ kind: 'placeShip', seat });
      const move = legalMoves(state)[0];
      if (move === undefined) throw new Error('no placement move');
      state = applyMove(state, move);
    }
    expect(currentDecision(state).kind).not.toBe('placeShip');
  });
});

describe('second in line (rulebook: Icebreaker)', () => {
  it('is index 1, or 0 in the Sun’s area once its ship sailed, and none in an Icebreaker turn', () => {
    expect(secondInLineIndex(false, false, false)).toBe(1);
    expect(secondInLineIndex(false, true, true)).toBe(1);
    expect(secondInLineIndex(true, false, false)).toBe(1);
    expect(secondInLineIndex(true, false, true)).toBe(0);
    expect(secondInLineIndex(true, true, false)).toBe(-1);
  });

  it('lets an Icebreaker go on a player’s own ship second in line, not built this turn, once', () => {
    expect(icebreakerMayGo(1, 1, false, false)).toBe(true);
    expect(icebreakerMayGo(1, 2, false, false)).toBe(false);
    expect(icebreakerMayGo(1, undefined, false, false)).toBe(false);
    expect(icebreakerMayGo(1, 1, true, false)).toBe(false);
    expect(icebreakerMayGo(1, 1, false, true)).toBe(false);
  });
});

describe('rule readings of the turn', () => {
  it('cardTiming: a card before sailing only with anyTime; afterShipBuilt: none after a ship with turnEnds', () => {
    const rules = (
      cardTiming: 'afterSailing' | 'anyTime',
      afterShipBuilt: 'turnGoesOn' | 'turnEnds',
    ) => ({ cardTiming, afterShipBuilt }) as const;
    expect(cardTimingAllows(rules('afterSailing', 'turnGoesOn'), false, false)).toBe(false);
    expect(cardTimingAllows(rules('afterSailing', 'turnGoesOn'), true, false)).toBe(true);
    expect(cardTimingAllows(rules('anyTime', 'turnGoesOn'), false, false)).toBe(true);
    expect(cardTimingAllows(rules('afterSailing', 'turnGoesOn'), true, true)).toBe(true);
    expect(cardTimingAllows(rules('afterSailing', 'turnEnds'), true, true)).toBe(false);
    expect(turnStoppedAfterShip('turnEnds', false)).toBe(false);
    expect(turnStoppedAfterShip('turnGoesOn', true)).toBe(false);
  });

  it('icebreakerBinding: the very ship, or any ship of its player; never a ship built this turn (decision 21)', () => {
    const other = { seat: 1, sameShip: false, builtThisTurn: false };
    expect(icebreakerGivesTurn('ship', 1, other)).toBe(false);
    expect(icebreakerGivesTurn('area', 1, other)).toBe(true);
    expect(icebreakerGivesTurn('ship', 1, { ...other, sameShip: true })).toBe(true);
    expect(icebreakerGivesTurn('area', 2, other)).toBe(false);
    const built = { seat: 1, sameShip: true, builtThisTurn: true };
    expect(icebreakerGivesTurn('ship', 1, built)).toBe(false);
    expect(icebreakerGivesTurn('area', 1, built)).toBe(false);
    expect(icebreakerGivesTurn('area', 1, undefined)).toBe(false);
  });

  it('cardTiming anyTime in the engine: the Icebreaker before sailing goes on the ship behind', () => {
    const state = withRules(emptyBoard(4), { cardTiming: 'anyTime' });
    putShip(state, 0, 0);
    putShip(state, 0, 0);
    state.players[0]!.shipyardCards = ['icebreaker'];
    beginVisit(state, 0);
    expect(legalMoves(state)).toContainEqual({ type: 'playIcebreaker', seat: 0, area: 0 });
  });
});

describe('the end of a turn (rulebook: end of the game; Icebreaker)', () => {
  it('ends the game when a player has no scientist left or no Building Card is left', () => {
    expect(gameEndReason([3, 0, 2], 5)).toBe('lastScientist');
    expect(gameEndReason([3, 1, 2], 0)).toBe('lastBuilding');
    expect(gameEndReason([0, 1], 0)).toBe('lastScientist');
    expect(gameEndReason([1, 1], 1)).toBeNull();
  });

  it('puts the game’s end first, then an Icebreaker turn (never twice in a row), then the Sun', () => {
    const second = { seat: 2, sameShip: true, builtThisTurn: false };
    const turn = { gameEnd: null, icebreakerTurn: false, icebreakerSeat: 2, second };
    expect(whatFollowsTurn('ship', turn)).toBe('icebreakerTurn');
    expect(whatFollowsTurn('ship', { ...turn, gameEnd: 'lastBuilding' })).toBe('gameEnds');
    expect(whatFollowsTurn('ship', { ...turn, icebreakerTurn: true })).toBe('sunMoves');
    expect(whatFollowsTurn('ship', { ...turn, icebreakerSeat: null })).toBe('sunMoves');
  });
});
