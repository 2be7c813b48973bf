import { describe, expect, it } from 'vitest';
import {
  beginVisit,
  emptyBoard,
  putShip,
  setTrackSymbols,
  withRules,
} from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { finalScores } from '../final-scores.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import { DEFAULT_RULES, RULE_OPTIONS, type RuleOptions } from '../state/rule-options.js';
import type { GameState } from '../state/state.js';

describe('named rule readings (docs/rules-decisions.md)', () => {
  it('every reading has a default, the first of its values, stored in state.rules', () => {
    for (const [name, values] of Object.entries(RULE_OPTIONS))
      expect(DEFAULT_RULES[name as keyof RuleOptions]).toBe(values[0]);
    expect(newGame({ players: 3, seed: 1 }).rules).toEqual(DEFAULT_RULES);
    const chosen = newGame({ players: 3, seed: 1, rules: { icebreakerBinding: 'area' } });
    expect(chosen.rules).toEqual({ ...DEFAULT_RULES, icebreakerBinding: 'area' });
  });

  describe('turnShipDiscard', () => {
    function sailed(reading: RuleOptions['turnShipDiscard']): { state: GameState; ship: number } {
      const state = withRules(emptyBoard(4), { turnShipDiscard: reading });
      const ship = putShip(state, 0, 0);
      beginVisit(state, 0);
      return { state, ship };
    }

    it("'afterSailing' (default): the ship taking the turn can be discarded once it has sailed", () => {
      const { state, ship } = sailed('afterSailing');
      const discard = { type: 'discard', seat: 0, resource: 'boardShip', ship } as const;
      expect(legalMoves(state)).not.toContainEqual(discard);
      const next = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 3 }), discard);
      expect(next.areas[3]?.ships).toEqual([]);
      expect(next.players[0]?.discarded).toBe(1);
    });

    it("'never': the ship taking the turn cannot be discarded in its own turn", () => {
      const { state, ship } = sailed('never');
      const next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
      expect(legalMoves(next)).not.toContainEqual({
        type: 'discard',
        seat: 0,
        resource: 'boardShip',
        ship,
      });
    });

    it('a game whose last ship was discarded ends (no area for the Sun to go to)', () => {
      const { state, ship } = sailed('afterSailing');
      let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
      next = applyMove(next, { type: 'discard', seat: 0, resource: 'boardShip', ship });
      next = applyMove(next, { type: 'endTurn', seat: 0 });
      expect(next.ended).toBe('noShips');
    });
  });

  describe('shipyardCardChoice', () => {
    function afterShipBuilt(reading: RuleOptions['shipyardCardChoice']): GameState {
      const state = withRules(emptyBoard(4), { shipyardCardChoice: reading });
      setTrackSymbols(state, 0, [{ space: 2, color: 'red', symbol: 'buildShip' }]);
      putShip(state, 0, 0);
      state.players[0]!.shipyardCards = ['fastResearch'];
      beginVisit(state, 0);
      const sailed = applyMove(state, { type: 'sail', seat: 0, to: 3 });
      return applyMove(sailed, { type: 'playFastResearch', seat: 0, track: 0 });
    }

    it("'required' (default): each other player takes a card", () => {
      const state = afterShipBuilt('required');
      expect(currentDecision(state)).toEqual({ kind: 'shipyardPick', seat: 1 });
      expect(legalMoves(state)).not.toContainEqual({ type: 'pass', seat: 1 });
    });

    it("'optional': a player may decline, and the next one chooses", () => {
      const state = afterShipBuilt('optional');
      const next = applyMove(state, { type: 'pass', seat: 1 });
      expect(next.players[1]?.shipyardCards).toEqual([]);
      expect(currentDecision(next)).toEqual({ kind: 'shipyardPick', seat: 2 });
    });
  });

  describe('icebreakerBinding', () => {
    /** Area 5: seat 1 first, then two ships of seat 0; the Icebreaker was played on the first of them, which then left. */
    function shipMovedUp(reading: RuleOptions['icebreakerBinding']): GameState {
      const state = withRules(emptyBoard(4), { icebreakerBinding: reading });
      putShip(state, 3, 4);
      putShip(state, 1, 5);
      const played = putShip(state, 0, 5);
      putShip(state, 0, 5);
      state.icebreakers = [{ area: 5, seat: 0, ship: played }];
      state.areas[5]!.ships = state.areas[5]!.ships.filter((ship) => ship !== played);
      state.areas[2]!.ships.push(played);
      state.ships[played] = 2;
      beginVisit(state, 4);
      let next = applyMove(state, { type: 'sail', seat: 3, to: 6 });
      next = applyMove(next, { type: 'endTurn', seat: 3 });
      next = applyMove(next, { type: 'sail', seat: 1, to: 0 });
      return applyMove(next, { type: 'endTurn', seat: 1 });
    }

    it("'ship' (default): only the ship it was played on takes the extra turn", () => {
      expect(currentDecision(shipMovedUp('ship'))).not.toMatchObject({ icebreaker: true });
    });

    it("'area': any ship of its owner second in line takes it", () => {
      expect(currentDecision(shipMovedUp('area'))).toMatchObject({
        kind: 'sail',
        seat: 0,
        icebreaker: true,
      });
    });
  });

  describe('newCubeSpace', () => {
    function researching(reading: RuleOptions['newCubeSpace']): GameState {
      const state = withRules(emptyBoard(4), { newCubeSpace: reading });
      state.tracks[0]!.spaces[0] = 1;
      putShip(state, 0, 0);
      state.players[0]!.shipyardCards = ['fastResearch'];
      beginVisit(state, 0);
      return applyMove(state, { type: 'sail', seat: 0, to: 3 });
    }

    it("'firstFreeSpace' (default): a new cube enters on the first free space", () => {
      const state = researching('firstFreeSpace');
      const next = applyMove(state, { type: 'playFastResearch', seat: 0, track: 0 });
      expect(next.tracks[0]?.spaces.indexOf(0)).toBeGreaterThan(0);
    });

    it("'firstSpace': a track whose first space is taken cannot be started", () => {
      const state = researching('firstSpace');
      expect(legalMoves(state)).not.toContainEqual({
        type: 'playFastResearch',
        seat: 0,
        track: 0,
      });
      expect(legalMoves(state)).toContainEqual({ type: 'playFastResearch', seat: 0, track: 1 });
    });
  });

  it('firstPlaceRankings is the reading the scorer applies', () => {
    const chosen = newGame({
      players: 2,
      seed: 1,
      rules: { firstPlaceRankings: 'areasAndTracks' },
    });
    expect(finalScores(chosen).firstPlaceRankings).toBe('areasAndTracks');
    expect(finalScores(newGame({ players: 2, seed: 1 })).firstPlaceRankings).toBe('allRankings');
  });
});
