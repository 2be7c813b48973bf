// One face over the two things the board draws: a whole `GameState` and a player's `PlayerView`
// (whose piles and other players' hands are counts).
import {
  type Deck,
  type GameState,
  type Move,
  type PlayerView,
  SHIPS_PER_SEAT,
  type ShipyardCard,
} from '@antarctica-game/engine';

/** What `<antarctica-board>` draws: a whole game or one player's view of it. */
export type BoardState = GameState | PlayerView;

/** Whether the state is a player's view (hidden cards are counts). */
export const isView = (state: BoardState): state is PlayerView => 'viewer' in state;

/** The top card (an id into `edition.buildingCards`) of a pile, or null when it is empty. */
export function pileTop(state: BoardState, deck: Deck): number | null {
  const pile = state.piles[deck];
  return Array.isArray(pile) ? (pile[pile.length - 1] ?? null) : pile.top;
}

/** How many cards a Building Card pile holds. */
export function pileCount(state: BoardState, deck: Deck): number {
  const pile = state.piles[deck];
  return Array.isArray(pile) ? pile.length : pile.count;
}

/** A seat's Shipyard Cards: the cards when seen, else how many (drawn as backs). */
export const shipyardHand = (state: BoardState, seat: number): readonly ShipyardCard[] | number =>
  state.players[seat]?.shipyardCards ?? 0;

/** A seat's Resource Cards: ids when seen, else how many. */
export const resourceHand = (state: BoardState, seat: number): readonly number[] | number =>
  state.players[seat]?.resourceCards ?? 0;

/** How many of a seat's ships are at a place (`SHIP_AVAILABLE`, `SHIP_DISCARDED`, or an area). */
export function shipsAt(state: BoardState, seat: number, place: number): number {
  let count = 0;
  const first = seat * SHIPS_PER_SEAT;
  for (let ship = first; ship < first + SHIPS_PER_SEAT; ship++)
    if (state.ships[ship] === place) count++;
  return count;
}

/** The seats leading an area's majority (most Scientists; several on a tie; none if empty). */
export function majorityLeaders(scientists: readonly number[]): number[] {
  const most = Math.max(0, ...scientists);
  if (most === 0) return [];
  const leaders: number[] = [];
  scientists.forEach((count, seat) => {
    if (count === most) leaders.push(seat);
  });
  return leaders;
}

/**
 * Why a value cannot be drawn as a game state, or null when it can: the board checks the shape it
 * reads (not the rules: the engine's `validateGameState` does that), so that bad input shows a
 * message instead of breaking the element.
 */
export function undrawable(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return 'not an object';
  const value = state as Record<string, unknown>;
  for (const key of ['areas', 'tracks', 'players', 'ships', 'icebreakers', 'pending'])
    if (!Array.isArray(value[key])) return `its ${key} is not a list`;
  const edition = value.edition as Record<string, unknown> | undefined;
  if (!Array.isArray(edition?.tracks) || !Array.isArray(edition?.buildingCards))
    return 'it has no edition with tracks and Building Cards';
  if (typeof value.piles !== 'object' || value.piles === null) return 'it has no piles';
  const areas = value.areas as unknown[];
  const area = areas.find(
    (entry) =>
      typeof entry !== 'object' ||
      entry === null ||
      !Array.isArray((entry as Record<string, unknown>).ships) ||
      !Array.isArray((entry as Record<string, unknown>).scientists),
  );
  if (area !== undefined) return `area ${areas.indexOf(area) + 1} has no ships or scientists`;
  const tracks = value.tracks as unknown[];
  const track = tracks.find(
    (entry) =>
      typeof entry !== 'object' ||
      entry === null ||
      !Array.isArray((entry as Record<string, unknown>).spaces),
  );
  if (track !== undefined) return `Research Track ${tracks.indexOf(track) + 1} has no spaces`;
  if (
    (value.players as unknown[]).some(
      (player) =>
        typeof player !== 'object' ||
        player === null ||
        !Array.isArray((player as Record<string, unknown>).buildingCards),
    )
  )
    return 'a player is not an object with Building Cards';
  const piles = value.piles as Record<string, unknown>;
  if (
    ['basic', 'double', 'advanced'].some(
      (deck) => typeof piles[deck] !== 'object' || piles[deck] === null,
    )
  )
    return 'a Building Card pile is missing';
  return null;
}

/** The moves that can be offered: a list of objects with a `type` (anything else is left out). */
export const offerable = (moves: unknown): Move[] =>
  Array.isArray(moves)
    ? moves.filter(
        (move): move is Move =>
          typeof move === 'object' && move !== null && typeof (move as Move).type === 'string',
      )
    : [];
