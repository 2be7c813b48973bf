import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { buildingBit } from '../edition/building-bit.js';
import type {
  BuildingCardData,
  BuildingType,
  Deck,
  PlayerCount,
  TrackSpaceSymbol,
} from '../edition/edition.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import type { RuleOptions } from '../state/rule-options.js';
import { type GameState, SHIP_AVAILABLE, SHIPS_PER_SEAT } from '../state/state.js';
import { cloneState } from '../state/writable.js';

/**
 * A game in the playing phase with an empty board: no ships on the board (all on Available
 * Resources), no buildings, no scientists placed, no turn started. Tests build exact positions
 * on it with the helpers below, then play moves through the public API.
 */
export function emptyBoard(players: PlayerCount = 4, seed = 1): GameState {
  const state = cloneState(newGame({ players, seed }));
  state.areas.forEach((area) => {
    area.ships = [];
    area.buildings = 0;
    area.scientists = area.scientists.map(() => 0);
  });
  state.ships = state.ships.map((place) => (place >= 0 ? SHIP_AVAILABLE : place));
  state.buildingSupply = { ...state.edition.buildingSupply };
  state.turn = null;
  state.pending = [];
  state.icebreakers = [];
  return state;
}

/** Puts one of a seat's available ships last in line in an area; returns its id. */
export function putShip(state: GameState, seat: number, area: number): number {
  const ship = state.ships.findIndex(
    (place, id) => place === SHIP_AVAILABLE && Math.floor(id / SHIPS_PER_SEAT) === seat,
  );
  if (ship < 0) throw new Error(`seat ${seat} has no available ship`);
  state.areas[area]?.ships.push(ship);
  state.ships[ship] = area;
  return ship;
}

/** Puts buildings in an area (taking them from the supply). */
export function putBuildings(state: GameState, area: number, ...types: BuildingType[]): void {
  for (const type of types) {
    const target = state.areas[area];
    if (target === undefined) throw new Error(`no area ${area}`);
    target.buildings |= buildingBit(type);
    state.buildingSupply[type] = (state.buildingSupply[type] ?? 0) - 1;
  }
}

/** Puts scientists of a seat in an area (from nowhere: a position, not a move). */
export function putScientists(state: GameState, seat: number, area: number, count: number): void {
  const target = state.areas[area];
  if (target === undefined) throw new Error(`no area ${area}`);
  target.scientists[seat] = (target.scientists[seat] ?? 0) + count;
}

/** Starts the Sun's visit to an area: the first ship in line takes its turn now. */
export function beginVisit(state: GameState, area: number): GameState {
  const first = state.areas[area]?.ships[0];
  if (first === undefined) throw new Error(`no ship in area ${area}`);
  state.phase = 'playing';
  state.sun = area;
  state.visit = { area, icebreaker: null, cardPlayed: state.players.map(() => false) };
  state.turn = {
    seat: Math.floor(first / SHIPS_PER_SEAT),
    ship: first,
    from: area,
    to: -1,
    acted: false,
    discarded: false,
    icebreaker: false,
    builtShips: [],
  };
  return state;
}

/** Replaces the top card of a pile with a card of the given design (a test edition card). */
export function setTopCard(
  state: GameState,
  deck: Deck,
  card: Partial<BuildingCardData> & Pick<BuildingCardData, 'builds'>,
): number {
  const id = state.edition.buildingCards.length;
  state.edition = {
    ...state.edition,
    buildingCards: [
      ...state.edition.buildingCards,
      { deck, requires: [], scientists: 1, research: 1, asterisk: false, minPlayers: 2, ...card },
    ],
  };
  state.piles[deck].push(id);
  return id;
}

/** Gives a track other symbol spaces (a test edition), none of them triggered yet. */
export function setTrackSymbols(
  state: GameState,
  track: number,
  symbols: TrackSpaceSymbol[],
): void {
  state.edition = {
    ...state.edition,
    tracks: state.edition.tracks.map((data, index) =>
      index === track ? { ...data, symbols } : data,
    ),
  };
  const trackState = state.tracks[track];
  if (trackState === undefined) throw new Error(`no track ${track}`);
  trackState.blueUsed = symbols.map(() => false);
}

/** Sets some rule readings of a position (the others stay as they are). */
export function withRules(state: GameState, rules: Partial<RuleOptions>): GameState {
  state.rules = { ...state.rules, ...rules };
  return state;
}

/** Everyone else takes the first Shipyard Card offered, until the builder's turn comes back. */
export function finishPicks(state: GameState): GameState {
  let next = state;
  while (currentDecision(next).kind === 'shipyardPick')
    next = applyMove(next, legalMoves(next)[0]!);
  return next;
}
