import { checkGameStateArgument } from './argument-guards.js';
import { type BuildingType, DECKS, type PlayerCount } from './edition/edition.js';
import { buildingBit } from './rules/board.js';
import { type GameState, SHIP_DISCARDED, SHIPS_PER_SEAT } from './state.js';

/**
 * Checks what no legal play can change: every colour's scientists, ships and cubes are all
 * somewhere, every Building Card is in a pile or a hand, buildings on the board plus the supply
 * make the box, ship lines agree with where each ship is. Returns the problems found (none for a
 * sound state).
 */
export function checkInvariants(state: GameState): string[] {
  checkGameStateArgument(state, 'checkInvariants');
  const problems: string[] = [];
  const players = state.players.length as PlayerCount;
  const row = state.edition.setup[players];
  state.players.forEach((player, seat) => {
    const onBoard = state.areas.reduce((sum, area) => sum + (area.scientists[seat] ?? 0), 0);
    if (player.supply + player.reserve + onBoard !== row.supply + row.reserve) {
      problems.push(
        `seat ${seat}: scientists ${player.supply} + ${player.reserve} + ${onBoard} on the board != ${row.supply + row.reserve}`,
      );
    }
    const ships = state.ships.slice(seat * SHIPS_PER_SEAT, (seat + 1) * SHIPS_PER_SEAT);
    const shipsDiscarded = ships.filter((place) => place === SHIP_DISCARDED).length;
    const cubesOnTracks = state.tracks.reduce(
      (sum, track) => sum + track.spaces.filter((owner) => owner === seat).length,
      0,
    );
    const cubesDiscarded = player.discarded - shipsDiscarded;
    if (
      cubesDiscarded < 0 ||
      player.cubes + cubesOnTracks + cubesDiscarded !== row.cubesAvailable
    ) {
      problems.push(
        `seat ${seat}: cubes ${player.cubes} + ${cubesOnTracks} on tracks + ${cubesDiscarded} discarded != ${row.cubesAvailable}`,
      );
    }
    if (player.supply < 0 || player.reserve < 0 || player.cubes < 0)
      problems.push(`seat ${seat}: a negative count`);
  });
  state.ships.forEach((place, ship) => {
    if (place >= 0 && !(state.areas[place]?.ships.includes(ship) ?? false))
      problems.push(`ship ${ship} is not in the line of area ${place}`);
  });
  state.areas.forEach((area, index) => {
    if (area.ships.length > state.edition.shipSpaces)
      problems.push(`area ${index} has ${area.ships.length} ships`);
    for (const ship of area.ships)
      if (state.ships[ship] !== index)
        problems.push(`area ${index} lists ship ${ship}, which is elsewhere`);
    if (area.closed && (area.ships.length > 0 || area.buildings !== 0))
      problems.push(`closed area ${index} holds pieces`);
  });
  const cards = [
    ...DECKS.flatMap((deck) => state.piles[deck]),
    ...state.players.flatMap((player) => player.buildingCards),
  ];
  const expected = state.edition.buildingCards.filter((card) => card.minPlayers <= players).length;
  if (cards.length !== expected || new Set(cards).size !== cards.length)
    problems.push(`${cards.length} Building Cards in piles and hands, expected ${expected}`);
  for (const [type, total] of Object.entries(state.edition.buildingSupply)) {
    const bit = buildingBit(type as BuildingType);
    const built = state.areas.filter((area) => (area.buildings & bit) !== 0).length;
    if (built + (state.buildingSupply[type] ?? 0) !== total)
      problems.push(
        `${type}: ${built} on the board + ${state.buildingSupply[type]} in supply != ${total}`,
      );
  }
  state.tracks.forEach((track, index) => {
    const seats = track.spaces.filter((seat) => seat >= 0);
    if (new Set(seats).size !== seats.length)
      problems.push(`track ${index} has two cubes of one colour`);
  });
  return problems;
}
