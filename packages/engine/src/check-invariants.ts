import { BUILDING_TYPES, DECKS, type PlayerCount } from './edition/edition.js';
import { checkGameStateArgument } from './errors/argument-guards.js';
import {
  type AreaState,
  type GameState,
  type PlayerState,
  SHIP_DISCARDED,
  SHIPS_PER_SEAT,
  type TrackState,
} from './state/state.js';

/**
 * Checks what no legal play can change: every colour's scientists, ships and cubes are all
 * somewhere, every Building Card is in a pile or a hand, buildings on the board plus the supply
 * make the box, ship lines agree with where each ship is. Returns the problems found (none for a
 * sound state).
 */
export function checkInvariants(state: GameState): string[] {
  checkGameStateArgument(state, 'checkInvariants');
  // Plain loops, no copies: the tests run this after every move of thousands of games.
  const problems: string[] = [];
  const players = state.players.length as PlayerCount;
  const row = state.edition.setup[players];
  const { areas, tracks, ships } = state;
  for (let seat = 0; seat < state.players.length; seat++) {
    const player = state.players[seat] as PlayerState;
    let onBoard = 0;
    for (const area of areas) onBoard += area.scientists[seat] ?? 0;
    if (player.supply + player.reserve + onBoard !== row.supply + row.reserve) {
      problems.push(
        `seat ${seat}: scientists ${player.supply} + ${player.reserve} + ${onBoard} on the board != ${row.supply + row.reserve}`,
      );
    }
    let shipsDiscarded = 0;
    for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++)
      if (ships[ship] === SHIP_DISCARDED) shipsDiscarded++;
    let cubesOnTracks = 0;
    for (const track of tracks)
      for (const owner of track.spaces) if (owner === seat) cubesOnTracks++;
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
  }
  for (let ship = 0; ship < ships.length; ship++) {
    const place = ships[ship] as number;
    if (place >= 0 && !(areas[place]?.ships.includes(ship) ?? false))
      problems.push(`ship ${ship} is not in the line of area ${place}`);
  }
  for (let index = 0; index < areas.length; index++) {
    const area = areas[index] as AreaState;
    if (area.ships.length > state.edition.shipSpaces)
      problems.push(`area ${index} has ${area.ships.length} ships`);
    for (const ship of area.ships)
      if (ships[ship] !== index)
        problems.push(`area ${index} lists ship ${ship}, which is elsewhere`);
    if (area.closed && (area.ships.length > 0 || area.buildings !== 0))
      problems.push(`closed area ${index} holds pieces`);
  }
  const cards = state.edition.buildingCards;
  const seen = new Uint8Array(cards.length);
  let count = 0;
  let twice = false;
  const note = (card: number) => {
    count++;
    if (card >= 0 && card < seen.length) {
      if (seen[card] === 1) twice = true;
      seen[card] = 1;
    } else twice = true;
  };
  for (const deck of DECKS) for (const card of state.piles[deck]) note(card);
  for (const player of state.players) for (const card of player.buildingCards) note(card);
  let expected = 0;
  for (const card of cards) if (card.minPlayers <= players) expected++;
  if (count !== expected || twice)
    problems.push(`${count} Building Cards in piles and hands, expected ${expected}`);
  BUILDING_TYPES.forEach((type, bit) => {
    const total = state.edition.buildingSupply[type];
    let built = 0;
    for (const area of areas) if ((area.buildings & (1 << bit)) !== 0) built++;
    if (built + (state.buildingSupply[type] ?? 0) !== total)
      problems.push(
        `${type}: ${built} on the board + ${state.buildingSupply[type]} in supply != ${total}`,
      );
  });
  for (let index = 0; index < tracks.length; index++) {
    const spaces = (tracks[index] as TrackState).spaces;
    let mask = 0;
    for (const owner of spaces) {
      if (owner < 0) continue;
      if ((mask & (1 << owner)) !== 0) {
        problems.push(`track ${index} has two cubes of one colour`);
        break;
      }
      mask |= 1 << owner;
    }
  }
  return problems;
}
