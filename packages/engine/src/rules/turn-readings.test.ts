import { describe, expect, it } from 'vitest';
import {
  beginVisit,
  emptyBoard,
  finishPicks,
  putBuildings,
  putShip,
  setTrackSymbols,
  withRules,
} from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { legalMoves } from '../legal-moves.js';
import type { RuleOptions } from '../state/rule-options.js';
import type { GameState } from '../state/state.js';

const isCard = (type: string) => type.startsWith('play');

describe('named rule readings of the turn (docs/rules-decisions.md)', () => {
  describe('cardTiming (when a card may be played)', () => {
    /** Seat 0's ship is first in area 0, its second ship right behind; it holds every card. */
    function beforeSailing(reading: RuleOptions['cardTiming']): GameState {
      const state = withRules(emptyBoard(4), { cardTiming: reading });
      putShip(state, 0, 0);
      putShip(state, 0, 0);
      state.players[0]!.shipyardCards = [
        'icebreaker',
        'placeScientist',
        'plusTwoScientists',
        'fastResearch',
      ];
      return beginVisit(state, 0);
    }

    it("'afterSailing' (default; English and Polish): no card before the ship has arrived", () => {
      const state = beforeSailing('afterSailing');
      expect(legalMoves(state).some((move) => isCard(move.type))).toBe(false);
      expect(() => applyMove(state, { type: 'playPlusTwoScientists', seat: 0 })).toThrow();
    });

    it("'anyTime' (French): a card before sailing, but never Place a Scientist, which needs the area sailed to", () => {
      const state = beforeSailing('anyTime');
      const types = legalMoves(state).map((move) => move.type);
      expect(types).toContain('playPlusTwoScientists');
      expect(types).toContain('playFastResearch');
      expect(types).toContain('playIcebreaker');
      expect(types).not.toContain('playPlaceScientist');
      let next = applyMove(state, { type: 'playPlusTwoScientists', seat: 0 });
      expect(next.players[0]).toMatchObject({ supply: 4, reserve: 8 });
      // Still the sail decision, and the card was this Sun move's one card.
      expect(currentDecision(next)).toMatchObject({ kind: 'sail', seat: 0 });
      next = applyMove(next, { type: 'sail', seat: 0, to: 3 });
      expect(legalMoves(next).some((move) => isCard(move.type))).toBe(false);
    });

    it("'anyTime': an Icebreaker played before sailing gives the ship behind the next turn", () => {
      const state = beforeSailing('anyTime');
      const behind = state.areas[0]!.ships[1]!;
      let next = applyMove(state, { type: 'playIcebreaker', seat: 0, area: 0 });
      next = applyMove(next, { type: 'sail', seat: 0, to: 3 });
      next = applyMove(next, { type: 'endTurn', seat: 0 });
      expect(currentDecision(next)).toMatchObject({ kind: 'sail', seat: 0, icebreaker: true });
      expect(next.turn?.ship).toBe(behind);
    });

    it('\'anyTime\': a "move a ship" reached before sailing cannot take the ship that must sail', () => {
      const state = beforeSailing('anyTime');
      setTrackSymbols(state, 0, [{ space: 2, color: 'red', symbol: 'moveShip' }]);
      const sailing = state.turn!.ship;
      const next = applyMove(state, { type: 'playFastResearch', seat: 0, track: 0 });
      expect(currentDecision(next)).toMatchObject({ kind: 'trackAction', seat: 0 });
      const moved = legalMoves(next).filter((move) => move.type === 'moveShip');
      expect(moved.length).toBeGreaterThan(0);
      expect(moved.some((move) => move.type === 'moveShip' && move.ship === sailing)).toBe(false);
    });
  });

  describe('afterShipBuilt (what is left of the turn once a ship is built)', () => {
    /** Seat 0 sails to a Shipyard and builds a ship; it holds a card and a ship to discard. */
    function built(reading: RuleOptions['afterShipBuilt']): GameState {
      const state = withRules(emptyBoard(4), { afterShipBuilt: reading });
      putShip(state, 0, 0);
      putShip(state, 0, 5);
      putBuildings(state, 3, 'shipyard');
      state.players[0]!.shipyardCards = ['plusTwoScientists'];
      beginVisit(state, 0);
      const sailed = applyMove(state, { type: 'sail', seat: 0, to: 3 });
      return finishPicks(applyMove(sailed, { type: 'buildShip', seat: 0 }));
    }

    it("'turnGoesOn' (default; English and Polish): a card and a discard may still follow", () => {
      const types = legalMoves(built('turnGoesOn')).map((move) => move.type);
      expect(types).toContain('playPlusTwoScientists');
      expect(types).toContain('discard');
      expect(types).toContain('endTurn');
    });

    it("'turnEnds' (French: the turn stops once the ship is placed): only the end of the turn", () => {
      const state = built('turnEnds');
      expect(legalMoves(state)).toEqual([{ type: 'endTurn', seat: 0 }]);
      expect(() => applyMove(state, { type: 'playPlusTwoScientists', seat: 0 })).toThrow();
    });

    it('\'turnEnds\' applies to a ship built by the "build a ship" track space too', () => {
      const state = withRules(emptyBoard(4), { afterShipBuilt: 'turnEnds' });
      setTrackSymbols(state, 0, [{ space: 2, color: 'red', symbol: 'buildShip' }]);
      putShip(state, 0, 0);
      state.players[0]!.shipyardCards = ['fastResearch'];
      beginVisit(state, 0);
      let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
      next = finishPicks(applyMove(next, { type: 'playFastResearch', seat: 0, track: 0 }));
      expect(legalMoves(next)).toEqual([{ type: 'endTurn', seat: 0 }]);
    });
  });
});
