import { BUILDING_TYPES, type PlayerCount } from '../edition/edition.js';
import { shipNumber, shipOwner } from '../rules/board.js';
import { SHIP_IN_BOX, SHIPS_PER_SEAT } from '../state/state.js';
import type { CheckContext } from './check-context.js';

/**
 * The board: areas (closed ones empty), ship lines against where each ship is, Icebreakers on
 * open areas and their player's ships, buildings against the box and the cards taken.
 */
export function checkBoard({ state, players, row, add }: CheckContext): void {
  const { edition } = state;
  const shipSlots = players * SHIPS_PER_SEAT;
  const closedAtTwo = new Set(players === 2 ? edition.closedAreasTwoPlayers : []);
  const inLine = new Array<number>(shipSlots).fill(0);
  state.areas.forEach((area, index) => {
    const path = `areas[${index}]`;
    if (!(area.closed === closedAtTwo.has(index)))
      add(
        `${path}.closed`,
        area.closed ? 'this area is open at this player count' : 'this area is closed at 2 players',
      );
    if (area.closed) {
      if (
        !(
          area.ships.length === 0 &&
          area.buildings === 0 &&
          area.scientists.every((scientists) => scientists === 0)
        )
      )
        add(path, 'a closed area holds no pieces');
    }
    if (!(area.ships.length <= edition.shipSpaces))
      add(
        `${path}.ships`,
        `${area.ships.length} ships in line, but an area has ${edition.shipSpaces} ship spaces`,
      );
    area.ships.forEach((ship, position) => {
      if (ship >= shipSlots) {
        add(`${path}.ships[${position}]`, `no ship ${ship} (ids go up to ${shipSlots - 1})`);
        return;
      }
      inLine[ship] = (inLine[ship] ?? 0) + 1;
      if (!(state.ships[ship] === index))
        add(
          `${path}.ships[${position}]`,
          `ship ${ship} is in this line, but ships[${ship}] says ${state.ships[ship]}`,
        );
    });
  });
  const shipsEach = row.shipsOnBoard + row.shipsAvailable;
  state.ships.forEach((place, ship) => {
    const path = `ships[${ship}]`;
    const inGame = shipNumber(ship) < shipsEach;
    if (!inGame) {
      if (!(place === SHIP_IN_BOX))
        add(
          path,
          `each player has ${shipsEach} ships at this player count: ship ${ship} stays in the box (${SHIP_IN_BOX})`,
        );
      return;
    }
    if (!(place !== SHIP_IN_BOX)) add(path, `ship ${ship} is in play at this player count`);
    if (place >= 0) {
      if (!(place < state.areas.length)) add(path, `no area ${place}`);
      if (!(inLine[ship] === 1))
        add(
          path,
          inLine[ship] === 0
            ? `ship ${ship} is not in the line of area ${place}`
            : `ship ${ship} is in ${inLine[ship]} lines`,
        );
    }
  });
  if (!(state.sun < state.areas.length)) add('sun', `no area ${state.sun}`);
  if (!(state.areas[state.sun]?.closed !== true)) add('sun', 'the Sun cannot be in a closed area');
  if (!(state.visit.area === state.sun))
    add('visit.area', 'the visit is to the area the Sun is in');

  // Buildings: the board, the supply and the box; what stands is the Starting Buildings and the
  // Building Cards taken.
  const taken = new Map<string, number>();
  for (const player of state.players)
    for (const card of player.buildingCards) {
      const type = edition.buildingCards[card]?.builds;
      if (type !== undefined) taken.set(type, (taken.get(type) ?? 0) + 1);
    }
  const starting = edition.startingBuildings[players as PlayerCount];
  BUILDING_TYPES.forEach((type, bit) => {
    let built = 0;
    for (const area of state.areas) if ((area.buildings & (1 << bit)) !== 0) built++;
    const supply = state.buildingSupply[type] ?? 0;
    if (!(built + supply === edition.buildingSupply[type]))
      add(
        `buildingSupply.${type}`,
        `${built} on the board + ${supply} in the supply, but the box has ${edition.buildingSupply[type]}`,
      );
    const expected = starting.filter((entry) => entry === type).length + (taken.get(type) ?? 0);
    if (!(built === expected))
      add(
        `buildingSupply.${type}`,
        `${built} ${type} on the board, but the Starting Buildings and the Building Cards taken account for ${expected}`,
      );
  });

  // Icebreakers waiting on the board.
  const icebreakerAreas = new Set<number>();
  state.icebreakers.forEach((icebreaker, index) => {
    const path = `icebreakers[${index}]`;
    if (!(icebreaker.seat < players)) add(`${path}.seat`, `no seat ${icebreaker.seat}`);
    const area = state.areas[icebreaker.area];
    if (!(area !== undefined && !area.closed))
      add(`${path}.area`, `no open area ${icebreaker.area}`);
    if (icebreakerAreas.has(icebreaker.area))
      add(`${path}.area`, 'a second Icebreaker in this area');
    icebreakerAreas.add(icebreaker.area);
    if (!(state.phase !== 'playing' || icebreaker.area !== state.sun))
      add(`${path}.area`, "an Icebreaker in the Sun's area is used up when the Sun arrives");
    if (!(icebreaker.ship < shipSlots && shipOwner(icebreaker.ship) === icebreaker.seat))
      add(`${path}.ship`, `ship ${icebreaker.ship} is not a ship of seat ${icebreaker.seat}`);
  });
  const visiting = state.visit.icebreaker;
  if (visiting !== null) {
    if (!(visiting.seat < players)) add('visit.icebreaker.seat', `no seat ${visiting.seat}`);
    if (!(visiting.ship < shipSlots && shipOwner(visiting.ship) === visiting.seat))
      add('visit.icebreaker.ship', `ship ${visiting.ship} is not a ship of seat ${visiting.seat}`);
  }
}
