import {
  arrayOf,
  type Check,
  integer,
  isSound,
  object,
  oneOf,
  recordOf,
  string,
} from '@antarctica-game/foundation/shape-check';
import {
  BUILDING_TYPES,
  DECKS,
  type Edition,
  type PlayerCount,
  SHIPYARD_CARDS,
  TRACK_SYMBOLS,
} from './edition.js';

/** A problem in an edition: where, a stable code, and what. */
export interface EditionError {
  /** Where in the edition, such as `tracks[2].symbols` (empty for the whole value). */
  path: string;
  /** `wrong-shape` for a field of the wrong form; `inconsistent` for data that contradicts the rules or itself. */
  code: 'wrong-shape' | 'inconsistent';
  /** What is wrong, in words. */
  message: string;
}

const COUNTS: readonly PlayerCount[] = [2, 3, 4];
const count = integer(0);
const building = oneOf(BUILDING_TYPES);
const playerCount = oneOf(COUNTS);
const perCount = (check: Check) => recordOf(['2', '3', '4'], check);
const provenance = oneOf(['confirmed', 'inferred', 'provisional']);

const editionShape = object({
  id: string,
  name: string,
  provenance: recordOf(
    [
      'board',
      'buildingSupply',
      'startingBuildings',
      'buildingCardBuilds',
      'buildingCardDetails',
      'tracks',
      'shipyardCards',
      'resourceCards',
      'setup',
      'firstGameShips',
      'placementOrder',
    ],
    provenance,
  ),
  areas: integer(3, 16),
  shipSpaces: integer(1, 6),
  sunStart: count,
  closedAreasTwoPlayers: arrayOf(count),
  buildingSupply: recordOf(BUILDING_TYPES, integer(0, 100)),
  startingBuildings: perCount(arrayOf(building)),
  buildingCards: arrayOf(
    object({
      deck: oneOf(DECKS),
      requires: arrayOf(building),
      scientists: integer(1, 16),
      builds: building,
      research: count,
      asterisk: oneOf([true, false]),
      minPlayers: playerCount,
    }),
  ),
  tracks: arrayOf(
    object({
      spaces: integer(2, 100),
      centers: arrayOf(
        oneOf(['inlandResearchCenter', 'coastalResearchCenter', 'navalResearchCenter']),
      ),
      minPlayers: playerCount,
      symbols: arrayOf(
        object({ space: count, color: oneOf(['red', 'blue']), symbol: oneOf(TRACK_SYMBOLS) }),
      ),
      points: arrayOf(arrayOf(count, 2)),
    }),
  ),
  shipyardCards: recordOf(SHIPYARD_CARDS, integer(0, 100)),
  resourceCards: arrayOf(
    object({ kind: oneOf(['basic', 'expertise']), grants: arrayOf(building) }),
  ),
  setup: perCount(
    object({
      supply: integer(0, 1000),
      reserve: integer(0, 1000),
      shipsOnBoard: integer(0, 8),
      shipsAvailable: integer(0, 8),
      cubesAvailable: integer(0, 100),
    }),
  ),
  firstGameShips: perCount(arrayOf(arrayOf(integer(0, 3)))),
  placementOrder: perCount(arrayOf(integer(0, 3))),
});

/**
 * Checks an edition, for example one transcribed from a printed copy: its shape, then that it
 * agrees with the rules and with itself (piece counts, starting buildings for every open area,
 * ship layouts that match the setup table, ...). Every problem is reported with its path.
 */
export function validateEdition(value: unknown):
  | {
      /** The value is a sound edition. */
      ok: true;
      /** The value, typed as an edition. */
      edition: Edition;
    }
  | {
      /** The value is not a sound edition. */
      ok: false;
      /** Every problem found, each with its path. */
      errors: EditionError[];
    } {
  try {
    return checkEdition(value);
  } catch (error) {
    // A getter that throws, a Proxy, ...: not plain data.
    const reason = error instanceof Error ? error.message : 'unreadable';
    return {
      ok: false,
      errors: [
        { path: '', code: 'wrong-shape', message: `the edition could not be read: ${reason}` },
      ],
    };
  }
}

function checkEdition(
  value: unknown,
): { ok: true; edition: Edition } | { ok: false; errors: EditionError[] } {
  const shapeIssues: Array<{ path: string; message: string }> = [];
  if (!isSound(editionShape, value, shapeIssues)) {
    return { ok: false, errors: shapeIssues.map((issue) => ({ ...issue, code: 'wrong-shape' })) };
  }
  const edition = value as Edition;
  const errors: EditionError[] = [];
  const check = (condition: boolean, path: string, message: string) => {
    if (!condition) errors.push({ path, code: 'inconsistent', message });
  };
  check(edition.sunStart < edition.areas, 'sunStart', 'no such area');
  check(
    edition.closedAreasTwoPlayers.every((area) => area < edition.areas),
    'closedAreasTwoPlayers',
    'no such area',
  );
  check(
    edition.closedAreasTwoPlayers.length === new Set(edition.closedAreasTwoPlayers).size,
    'closedAreasTwoPlayers',
    'an area closed twice',
  );
  check(
    !edition.closedAreasTwoPlayers.includes(edition.sunStart),
    'closedAreasTwoPlayers',
    "the Sun's starting area cannot be closed",
  );
  for (const players of COUNTS) {
    const open = edition.areas - (players === 2 ? edition.closedAreasTwoPlayers.length : 0);
    const row = edition.setup[players];
    check(
      edition.startingBuildings[players].length === open,
      `startingBuildings.${players}`,
      `one Starting Building per open area (${open})`,
    );
    for (const type of BUILDING_TYPES) {
      const needed =
        edition.startingBuildings[players].filter((entry) => entry === type).length +
        edition.buildingCards.filter((card) => card.builds === type && card.minPlayers <= players)
          .length;
      check(
        needed <= edition.buildingSupply[type],
        `buildingSupply.${type}`,
        `${players} players may need ${needed} ${type} pieces`,
      );
      const cardsOfType = edition.buildingCards.filter(
        (card) => card.builds === type && card.minPlayers <= players,
      ).length;
      const placesLeft =
        open - edition.startingBuildings[players].filter((entry) => entry === type).length;
      check(
        cardsOfType <= placesLeft,
        `buildingCards`,
        `${players} players: ${cardsOfType} ${type} cards but only ${placesLeft} areas can take one, so the last Building could never be built`,
      );
    }
    check(
      row.shipsOnBoard + row.shipsAvailable <= 8,
      `setup.${players}`,
      'at most 8 ships per colour',
    );
    check(
      row.shipsOnBoard >= 1,
      `setup.${players}.shipsOnBoard`,
      'each player needs a ship on the board, or the game is over before it starts',
    );
    check(
      row.supply + row.reserve >= 1,
      `setup.${players}`,
      'each player needs a scientist, or the game is over after the first turn',
    );
    if (players === 2)
      check(
        row.cubesAvailable >= 1,
        'setup.2.cubesAvailable',
        'player B places an opening cube in a 2-player game',
      );
    // A ship must always find a free space in another area: even with every ship of every
    // colour on the board, the areas other than the Sun's must have a space left.
    const ships = players * (row.shipsOnBoard + row.shipsAvailable);
    const room = (open - 1) * edition.shipSpaces;
    check(
      ships <= room,
      'shipSpaces',
      `${players} players have up to ${ships} ships on the board, but ${open - 1} open areas besides the Sun's have only ${room} ship spaces: a turn could find nowhere to sail`,
    );
    check(
      edition.resourceCards.filter((card) => card.kind === 'basic').length >= players,
      'resourceCards',
      `${players} players each need a Basic Resource Card`,
    );
    check(
      edition.resourceCards.filter((card) => card.kind === 'expertise').length >= players,
      'resourceCards',
      `${players} players need ${players} Expertise cards in the pile`,
    );
    const layout = edition.firstGameShips[players];
    check(
      layout.length === edition.areas,
      `firstGameShips.${players}`,
      `one line per area (${edition.areas})`,
    );
    layout.forEach((line, area) => {
      check(
        line.length <= edition.shipSpaces,
        `firstGameShips.${players}[${area}]`,
        'more ships than ship spaces',
      );
      check(
        line.length === 0 || !(players === 2 && edition.closedAreasTwoPlayers.includes(area)),
        `firstGameShips.${players}[${area}]`,
        'ships in a closed area',
      );
    });
    const order = edition.placementOrder[players];
    for (let seat = 0; seat < players; seat++) {
      check(
        layout.flat().filter((entry) => entry === seat).length === row.shipsOnBoard,
        `firstGameShips.${players}`,
        `seat ${seat} must place ${row.shipsOnBoard} ships`,
      );
      check(
        order.filter((entry) => entry === seat).length === row.shipsOnBoard,
        `placementOrder.${players}`,
        `seat ${seat} must place ${row.shipsOnBoard} ships`,
      );
    }
    check(
      layout.flat().every((entry) => entry < players) && order.every((entry) => entry < players),
      `placementOrder.${players}`,
      'a seat not in the game',
    );
    check(
      edition.tracks.some((track) => track.minPlayers <= players),
      'tracks',
      `${players} players need an open track`,
    );
  }
  edition.tracks.forEach((track, index) => {
    const path = `tracks[${index}]`;
    check(
      track.symbols.every(
        (symbol, position) =>
          symbol.space > 0 &&
          symbol.space < track.spaces &&
          (position === 0 || symbol.space > (track.symbols[position - 1]?.space ?? 0)),
      ),
      `${path}.symbols`,
      'symbol spaces must be inside the track, after the first space, in increasing order',
    );
    check(
      track.points.every(
        ([space, _], position) =>
          space < track.spaces &&
          (position === 0 || space > (track.points[position - 1]?.[0] ?? 0)),
      ),
      `${path}.points`,
      'numbers must be beside spaces of the track, in increasing order',
    );
  });
  edition.buildingCards.forEach((card, index) => {
    check(
      new Set(card.requires).size === card.requires.length,
      `buildingCards[${index}].requires`,
      'a building required twice',
    );
  });
  check(
    DECKS.every((deck) => edition.buildingCards.some((card) => card.deck === deck)),
    'buildingCards',
    'every pile needs cards',
  );
  return errors.length > 0 ? { ok: false, errors } : { ok: true, edition };
}
