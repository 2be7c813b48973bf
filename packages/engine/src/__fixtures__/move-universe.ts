import { DECKS, SHIPYARD_CARDS } from '../edition/edition.js';
import type { Move } from '../state/moves.js';
import { type GameState, SHIPS_PER_SEAT } from '../state/state.js';

/**
 * Every move of every type for the given seats, with every argument in range for this game:
 * a superset of the legal moves, to check that whatever is not listed as legal is refused.
 */
export function moveUniverse(state: GameState, seats: readonly number[]): Move[] {
  const areas = state.areas.map((_, index) => index);
  const tracks = state.tracks.map((_, index) => index);
  const resourceCards = [undefined, ...state.edition.resourceCards.map((_, index) => index)];
  const moves: Move[] = [];
  for (const seat of seats) {
    for (const track of tracks) {
      moves.push(
        { type: 'placeOpeningCube', seat, track },
        { type: 'research', seat, track },
        { type: 'playFastResearch', seat, track },
        { type: 'advance', seat, track },
      );
    }
    for (const area of areas) {
      moves.push(
        { type: 'placeShip', seat, area },
        { type: 'sail', seat, to: area },
        { type: 'playIcebreaker', seat, area },
      );
    }
    for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
      moves.push({ type: 'discard', seat, resource: 'boardShip', ship });
      for (const to of areas) moves.push({ type: 'moveShip', seat, ship, to });
    }
    for (const deck of DECKS) {
      for (const track of [null, ...tracks]) {
        for (const resourceCard of resourceCards) {
          moves.push(
            resourceCard === undefined
              ? { type: 'build', seat, deck, track }
              : { type: 'build', seat, deck, track, resourceCard },
          );
        }
      }
    }
    for (const card of SHIPYARD_CARDS) {
      moves.push({ type: 'takeShipyardCard', seat, card }, { type: 'draftPick', seat, card });
      // Draft draws of two, three and four cards: enough kinds and counts to tell right from wrong.
      for (const other of SHIPYARD_CARDS)
        moves.push({ type: 'drawDraftCards', seat, cards: [card, other] });
      moves.push(
        { type: 'drawDraftCards', seat, cards: [card, card, 'fastResearch'] },
        {
          type: 'drawDraftCards',
          seat,
          cards: [card, 'icebreaker', 'placeScientist', 'fastResearch'],
        },
      );
    }
    // Out of range, or with a field too many: never legal.
    moves.push(
      { type: 'discard', seat, resource: 'boardShip', ship: 99 },
      { type: 'sail', seat, to: areas.length },
      { type: 'endTurn', seat, extra: 1 } as unknown as Move,
      { type: 'discard', seat, resource: 'cube', ship: 0 } as unknown as Move,
    );
    moves.push(
      { type: 'buildShip', seat },
      { type: 'recruit', seat },
      { type: 'playPlaceScientist', seat },
      { type: 'playPlusTwoScientists', seat },
      { type: 'discard', seat, resource: 'cube' },
      { type: 'discard', seat, resource: 'availableShip' },
      { type: 'endTurn', seat },
      { type: 'pass', seat },
    );
  }
  return moves;
}
