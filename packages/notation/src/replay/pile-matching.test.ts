import { BUILDING_TYPES, type BuildingType, type Deck, newGame } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import type { BodyItem } from '../syntax/record.js';
import { laterBuildsFit } from './pile-matching.js';

const game = newGame({ players: 4, seed: 'pile-matching' });
/** The game with no Building on the board (the setup puts some). */
const state = { ...game, areas: game.areas.map((area) => ({ ...area, buildings: 0 })) };
const cards = state.edition.buildingCards;
const sail = (to: number): BodyItem => ({ kind: 'move', move: { type: 'sail', to } });
const build = (deck: Deck): BodyItem => ({ kind: 'move', move: { type: 'build', deck, track: 0 } });
/** Ids of basic cards building each of `types`, one card per entry. */
const pileOf = (...types: BuildingType[]) => {
  const used = new Set<number>();
  return types.map((type) => {
    const id = cards.findIndex(
      (card, at) => card.deck === 'basic' && card.builds === type && !used.has(at),
    );
    used.add(id);
    return id;
  });
};
const basicTypes = [
  ...new Set(cards.filter((card) => card.deck === 'basic').map((card) => card.builds)),
];
const [first, second] = basicTypes as [BuildingType, BuildingType];
const withBuilding = (area: number, type: BuildingType) => ({
  ...state,
  areas: state.areas.map((entry, at) =>
    at === area
      ? { ...entry, buildings: entry.buildings | (1 << BUILDING_TYPES.indexOf(type)) }
      : entry,
  ),
  turn: state.turn === null ? null : { ...state.turn, to: 0 },
});

describe('forward check of the builds from a pile whose cards were not seen', () => {
  it('a later build in an area gets no card of a Building standing there', () => {
    const body = [build('basic'), sail(3), build('basic')];
    const standing = withBuilding(3, first);
    expect(laterBuildsFit(standing, body, 0, 'basic', pileOf(first), second)).toBe(false);
    expect(laterBuildsFit(standing, body, 0, 'basic', pileOf(second), first)).toBe(true);
  });

  it('two later builds in one area need two different Buildings', () => {
    const body = [build('basic'), sail(4), build('basic'), build('basic')];
    const start = withBuilding(1, first);
    expect(laterBuildsFit(start, body, 0, 'basic', pileOf(first, first), second)).toBe(false);
    expect(laterBuildsFit(start, body, 0, 'basic', pileOf(first, second), second)).toBe(true);
  });

  it('the build of this turn puts its Building in the area sailed to', () => {
    const body = [build('basic'), build('basic')];
    const start = withBuilding(1, second);
    expect(laterBuildsFit(start, body, 0, 'basic', pileOf(first), first)).toBe(false);
    expect(laterBuildsFit(start, body, 0, 'basic', pileOf(second), first)).toBe(true);
  });

  it('builds from other piles and a record with more builds than cards are left alone', () => {
    const body = [build('basic'), sail(3), build('double'), build('basic'), build('basic')];
    expect(laterBuildsFit(state, body, 0, 'double', [], first)).toBe(true);
    expect(laterBuildsFit(state, body, 0, 'basic', pileOf(first), second)).toBe(true);
  });
});
