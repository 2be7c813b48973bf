import { describe, expect, it } from 'vitest';
import {
  beginVisit,
  emptyBoard,
  putBuildings,
  putShip,
  setTopCard,
} from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { legalMoves } from '../legal-moves.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { hasBuilding } from './board.js';

/** Seat 0's ship in area 0 takes its turn and sails to area 2, where it will build. */
function atBuildingSite(): GameState {
  const state = emptyBoard(4);
  putShip(state, 0, 0);
  beginVisit(state, 0);
  return state;
}

const builds = (state: GameState) => legalMoves(state).filter((move) => move.type === 'build');

describe('building a Building', () => {
  it('needs access to each required building through a ship, counting the ship that just sailed', () => {
    const state = atBuildingSite();
    putBuildings(state, 2, 'derrick');
    putBuildings(state, 5, 'crane');
    putShip(state, 0, 5);
    setTopCard(state, 'double', { builds: 'factory', requires: ['derrick', 'crane'], research: 2 });
    const sailed = applyMove(state, { type: 'sail', seat: 0, to: 2 });
    expect(
      builds(sailed).filter((move) => move.type === 'build' && move.deck === 'double'),
    ).not.toEqual([]);
  });

  it('cannot be done without access to a required building', () => {
    const state = atBuildingSite();
    putBuildings(state, 2, 'derrick');
    putBuildings(state, 5, 'crane');
    setTopCard(state, 'double', { builds: 'factory', requires: ['derrick', 'crane'] });
    const sailed = applyMove(state, { type: 'sail', seat: 0, to: 2 });
    expect(
      builds(sailed).filter((move) => move.type === 'build' && move.deck === 'double'),
    ).toEqual([]);
  });

  it('lets a Resource Card stand in for one missing building, and returns it to the Resource Card Pile', () => {
    const state = atBuildingSite();
    putBuildings(state, 2, 'derrick');
    setTopCard(state, 'double', { builds: 'factory', requires: ['derrick', 'crane'], research: 2 });
    const crane = state.edition.resourceCards.findIndex((card) => card.grants.includes('crane'));
    state.players[0]!.resourceCards = [crane];
    state.players[0]!.startingBasicCard = crane;
    const sailed = applyMove(state, { type: 'sail', seat: 0, to: 2 });
    const move = builds(sailed).find(
      (candidate) => candidate.type === 'build' && candidate.deck === 'double',
    );
    expect(move).toMatchObject({ resourceCard: crane });
    const built = applyMove(sailed, move as Move);
    expect(built.players[0]?.resourceCards).toEqual([]);
    expect(built.players[0]?.startingBasicCard).toBeNull();
    expect(built.resourcePile.at(-1)).toBe(crane);
    expect(built.visit.cardPlayed[0]).toBe(true);
  });

  it('cannot use Resource Cards for two missing buildings (one card per turn)', () => {
    const state = atBuildingSite();
    setTopCard(state, 'double', { builds: 'factory', requires: ['derrick', 'crane'] });
    const cards = ['crane', 'derrick'].map((type) =>
      state.edition.resourceCards.findIndex((card) => card.grants.includes(type as 'crane')),
    );
    state.players[0]!.resourceCards = cards;
    const sailed = applyMove(state, { type: 'sail', seat: 0, to: 2 });
    expect(
      builds(sailed).filter((move) => move.type === 'build' && move.deck === 'double'),
    ).toEqual([]);
  });

  it('cannot put a second building of a kind in an area', () => {
    const state = atBuildingSite();
    putBuildings(state, 2, 'crane');
    setTopCard(state, 'basic', { builds: 'crane', requires: [] });
    const sailed = applyMove(state, { type: 'sail', seat: 0, to: 2 });
    expect(builds(sailed).filter((move) => move.type === 'build' && move.deck === 'basic')).toEqual(
      [],
    );
  });

  it('places the building and the scientists from the supply in the area sailed to, takes the card and advances on a track', () => {
    const state = atBuildingSite();
    const card = setTopCard(state, 'basic', { builds: 'camp', requires: [], research: 2 });
    let next = applyMove(state, { type: 'sail', seat: 0, to: 2 });
    next = applyMove(next, { type: 'build', seat: 0, deck: 'basic', track: 1 });
    expect(hasBuilding(next, 2, 'camp')).toBe(true);
    expect(next.areas[2]?.scientists[0]).toBe(1);
    expect(next.players[0]?.supply).toBe(1);
    expect(next.players[0]?.buildingCards).toEqual([card]);
    expect(next.buildingSupply.camp).toBe(state.buildingSupply.camp! - 1);
    // Entering a track costs one point; the second moves the cube one space.
    expect(next.tracks[1]?.spaces.indexOf(0)).toBe(1);
  });

  it('only offers the top card of each pile', () => {
    const state = atBuildingSite();
    setTopCard(state, 'basic', { builds: 'camp', requires: [] });
    setTopCard(state, 'basic', { builds: 'lab', requires: ['headquarters'] });
    const sailed = applyMove(state, { type: 'sail', seat: 0, to: 2 });
    expect(builds(sailed).filter((move) => move.type === 'build' && move.deck === 'basic')).toEqual(
      [],
    );
  });

  it('allows only one action per turn', () => {
    const state = atBuildingSite();
    setTopCard(state, 'basic', { builds: 'camp', requires: [] });
    let next = applyMove(state, { type: 'sail', seat: 0, to: 2 });
    next = applyMove(next, { type: 'build', seat: 0, deck: 'basic', track: 0 });
    expect(
      legalMoves(next).some((move) =>
        ['build', 'buildShip', 'recruit', 'research'].includes(move.type),
      ),
    ).toBe(false);
  });

  it('needs two scientists for a Plankton Farm', () => {
    const state = atBuildingSite();
    setTopCard(state, 'advanced', { builds: 'planktonFarm', requires: [], scientists: 2 });
    state.players[0]!.supply = 1;
    const sailed = applyMove(state, { type: 'sail', seat: 0, to: 2 });
    expect(
      builds(sailed).filter((move) => move.type === 'build' && move.deck === 'advanced'),
    ).toEqual([]);
    state.players[0]!.supply = 2;
    const next = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 2 }), {
      type: 'build',
      seat: 0,
      deck: 'advanced',
      track: 0,
    });
    expect(next.areas[2]?.scientists[0]).toBe(2);
  });

  it('allows a Plankton Farm with one scientist when everyone has one left and only Plankton Farms are available (Polish rulebook), which ends the game', () => {
    const state = atBuildingSite();
    state.piles = { basic: [], double: [], advanced: [] };
    // A Headquarters further down the pile does not matter: only the top cards are available.
    setTopCard(state, 'advanced', { builds: 'headquarters', requires: [] });
    setTopCard(state, 'advanced', { builds: 'planktonFarm', requires: [], scientists: 2 });
    for (const player of state.players) {
      player.supply = 1;
      player.reserve = 0;
    }
    let next = applyMove(state, { type: 'sail', seat: 0, to: 2 });
    next = applyMove(next, { type: 'build', seat: 0, deck: 'advanced', track: 0 });
    expect(next.areas[2]?.scientists[0]).toBe(1);
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(next.phase).toBe('over');
  });
});
