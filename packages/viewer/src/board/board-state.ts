// One face over the two things the board draws: a whole `GameState` and a player's `PlayerView`
// (whose piles and other players' hands are counts).
import {
  type Deck,
  type GameState,
  type PlayerView,
  SHIPS_PER_SEAT,
  type ShipyardCard,
} from '@antarctica-game/engine';

/** What `<antarctica-board>` draws: a whole game or one player's view of it. */
export type BoardState = GameState | PlayerView;

/** Whether the state is a player's view (hidden cards are counts). */
export const isView = (state: BoardState): state is PlayerView => 'viewer' in state;

/** The seat owning a ship id. */
export const shipSeat = (ship: number): number => Math.floor(ship / SHIPS_PER_SEAT);

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
